import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO, memberIds } from '@mocks/db/demo-ids';
import { failing } from '@mocks/scenarios/stories';
import {
  chooseMember,
  offeredMembers,
  refusing,
  teamPageAs,
  teamPageMeta,
} from '../../testing/team-stories';
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

const NEW_OWNER = /Новый владелец/;
/** Member 10's phone: a plain member of Cafe Pushkin. */
const MEMBER_PHONE = memberIds(10).phone.slice(2);

/** The picker finds members by part of their phone (or name): photo, name and number. */
export const TransferPicker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('combobox', { name: NEW_OWNER }), '700 001 001');
    await waitFor(async () =>
      expect((await offeredMembers(canvasElement)).getAllByRole('option')).toHaveLength(10),
    );
    await userEvent.keyboard('{ArrowDown}');
  },
};

/** Nobody's name or phone holds the text. */
export const TransferNoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('combobox', { name: NEW_OWNER }), 'Zzz');
    await expect(await canvas.findByText('Ни в одном имени или номере нет «Zzz».')).toBeVisible();
  },
};

/** Sent without a member chosen: said under the field, nothing sent. */
export const TransferRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Передать' }));
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: NEW_OWNER })).toHaveAccessibleDescription(
        'Выберите участника команды.',
      ),
    );
  },
};

/** Handing over asks first, naming the member with their photo, and says what the owner becomes. */
export const TransferQuestion: Story = {
  play: async ({ canvasElement }) => {
    const { name, dialog, dialogElement } = await chooseMember(
      canvasElement,
      NEW_OWNER,
      MEMBER_PHONE,
      'Передать',
    );
    await expect(dialogElement).toHaveAccessibleName('Передать команду Cafe Pushkin?');
    await expect(dialogElement).toHaveTextContent(
      `${name} станет владельцем команды Cafe Pushkin.`,
    );
    await expect(dialogElement).toHaveTextContent('Вы станете администратором');
    await expect(dialog.getByRole('img', { name })).toBeVisible();
  },
};

/** The member left meanwhile (client.notActive.error): said under the field. */
export const TransferNotMember: Story = {
  ...refusing('team/owner/transfer', 'client.notActive.error'),
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await chooseMember(
      canvasElement,
      NEW_OWNER,
      MEMBER_PHONE,
      'Передать',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Передать' }));
    await expect(
      await canvas.findByText('Этого человека уже нет в команде: выберите другого участника.'),
    ).toBeVisible();
  },
};

/** Any other refusal stays in the question, which can be sent again. */
export const TransferError: Story = {
  ...refusing('team/owner/transfer', 'general.error'),
  play: async ({ canvasElement }) => {
    const { dialog } = await chooseMember(canvasElement, NEW_OWNER, MEMBER_PHONE, 'Передать');
    await userEvent.click(dialog.getByRole('button', { name: 'Передать' }));
    await expect(await dialog.findByRole('alert')).toBeVisible();
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
  beforeEach: failing({ 'team/update': 'modification.irrelevant.data.error' }),
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
  beforeEach: failing({ 'limits/get': 503 }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }),
    ).toBeVisible();
  },
};

/** The server refuses to remove the photo: its message under the picture. */
export const PhotoRefused: Story = {
  beforeEach: failing({ 'team/photo/delete': 'modification.irrelevant.data.error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Удалить фото' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Данные устарели');
  },
};
