import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO, memberIds } from '@mocks/db/demo-ids';
import { storyHandlers } from '@mocks/scenarios/stories';
import { teamPageAs, teamPageMeta } from '../../testing/team-stories';
import { TeamPage } from '../team/team-page';

/**
 * A team's settings: details, photo and limits for owner and administrators; verification,
 * hand-over and deletion for the owner only.
 */
const meta = {
  title: 'Teams/Team/Settings',
  component: TeamPage,
  ...teamPageMeta('settings'),
} satisfies Meta<typeof TeamPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the verification card with an address and `inn`, and sends it. */
async function verifyWith(canvasElement: HTMLElement, inn: string) {
  const canvas = within(canvasElement);
  const card = (await canvas.findByRole('heading', { name: 'Подтверждение' })).closest('section')!;
  const form = within(card);
  await userEvent.type(form.getByRole('textbox', { name: /Адрес/ }), 'Almaty, Satpayev 9');
  await userEvent.type(form.getByRole('textbox', { name: /ИНН, БИН или ИИН/ }), inn);
  await userEvent.click(form.getByRole('button', { name: 'Подтвердить команду' }));
  return { canvas, form };
}

const body = (root: HTMLElement) => within(root.ownerDocument.body);

/** The owner of a verified team. */
export const AsOwner: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Эта команда подтверждена.')).toBeVisible();
    await expect(await canvas.findByText(/^От 1\s?₸ до 10\s?₸$/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Удалить команду' })).toBeVisible();
  },
};

/** An administrator: details, photo and limits only. */
export const AsAdministrator: Story = {
  ...teamPageAs(memberIds(1).user, 'settings'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Данные команды' })).toBeVisible();
    await expect(
      canvas.queryByRole('heading', { name: 'Удалить команду' }),
    ).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('heading', { name: 'Передать команду' }),
    ).not.toBeInTheDocument();
  },
};

/** Maria's Coffee Point is not verified: address and INN to verify it. */
export const Unverified: Story = {
  ...teamPageAs(DEMO.maria, 'settings', DEMO.otherTeam),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Подтвердить команду' }),
    ).toBeVisible();
  },
};

/** Verification refuses an INN whose check digits are wrong, before anything is sent. */
export const VerifyInvalidInn: Story = {
  ...teamPageAs(DEMO.maria, 'settings', DEMO.otherTeam),
  play: async ({ canvasElement }) => {
    const { form } = await verifyWith(canvasElement, '12345');
    await expect(
      form.getByRole('textbox', { name: /ИНН, БИН или ИИН/ }),
    ).toHaveAccessibleDescription('В ИНН, БИН или ИИН 10 или 12 цифр.');
  },
};

/** Verified: the person's account is a business account now. */
export const Verified: Story = {
  ...teamPageAs(DEMO.maria, 'settings', DEMO.otherTeam),
  play: async ({ canvasElement }) => {
    const { canvas } = await verifyWith(canvasElement, '123456789013');
    await expect(
      await canvas.findByText('Команда подтверждена. Теперь у вас бизнес-аккаунт.'),
    ).toBeVisible();
  },
};

/** Handing over asks first and says what the owner becomes. */
export const TransferQuestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /Номер телефона нового владельца/ }),
      memberIds(10).phone.slice(2),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Передать' }));
    await expect(
      await body(canvasElement).findByRole('dialog', { name: 'Передать команду Cafe Pushkin?' }),
    ).toHaveTextContent('Вы станете администратором');
  },
};

/** A phone of nobody in the team. */
export const TransferNotMember: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /Номер телефона нового владельца/ }),
      '7000000099',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Передать' }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Передать' }));
    await expect(
      await canvas.findByText('Ни у кого в этой команде нет такого номера телефона.'),
    ).toBeVisible();
  },
};

/** Deleting asks first, naming the team. */
export const DeleteQuestion: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Удалить команду' }),
    );
    await expect(
      await body(canvasElement).findByRole('dialog', { name: 'Удалить команду Cafe Pushkin?' }),
    ).toBeVisible();
  },
};

/** team/update refused with a catalogue code: above the button, what was typed kept. */
export const SaveError: Story = {
  parameters: {
    msw: {
      handlers: storyHandlers({
        signedInAs: DEMO.anna,
        errors: { 'team/update': 'modification.irrelevant.data.error' },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('textbox', { name: /Название команды/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Пушкин');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить изменения' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Данные устарели');
    await expect(title).toHaveValue('Пушкин');
  },
};

/** limits/get failed: the rest of the settings stay usable. */
export const LimitsError: Story = {
  parameters: {
    msw: { handlers: storyHandlers({ signedInAs: DEMO.anna, errors: { 'limits/get': 503 } }) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The server refuses to remove the photo: its message under the picture. */
export const PhotoRefused: Story = {
  parameters: {
    msw: {
      handlers: storyHandlers({
        signedInAs: DEMO.anna,
        errors: { 'team/photo/delete': 'modification.irrelevant.data.error' },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Удалить фото' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Данные устарели');
  },
};
