import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { failing, storyHandlers } from '@mocks/scenarios/stories';
import { QR_CODES_PATH, qrCodePath } from '@/lib/routes';
import { STORY_ORIGIN, withQrCodesFrame } from '../testing/decorators';
import { QrCodePage } from './qr-code-page';

const ANNA_MEMBER_CODE = `a2${DEMO.annaQrCode.slice(2)}`;
const at = (uuid: string) => ({
  path: `${QR_CODES_PATH}/:uuid`,
  url: qrCodePath(uuid),
});

/** One code: its tip page to share or open, its amounts, the print and the image files. */
const meta = {
  title: 'QR codes/Detail',
  component: QrCodePage,
  decorators: [withQrCodesFrame],
  parameters: {
    layout: 'fullscreen',
    route: at(DEMO.annaQrCode),
    msw: { handlers: storyHandlers({ signedInAs: DEMO.anna }) },
  },
} satisfies Meta<typeof QrCodePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Anna's own tip page code: shared, printed on a table tent with her photo. */
export const Personal: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Адрес страницы чаевых' })).toHaveValue(
      `${STORY_ORIGIN}/${DEMO.annaQrCode}`,
    );
    await expect(await canvas.findByRole('img', { name: /^Предпросмотр/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Удалить' })).toBeNull();
  },
};

/** Her code in Cafe Pushkin: the team is the print's second line. */
export const MemberOfTeam: Story = {
  parameters: { route: at(ANNA_MEMBER_CODE) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Ваш код в команде')).toBeVisible();
  },
};

/** The team page's code: it leads to /t/{team}, and its amounts are the team's business. */
export const TeamPage: Story = {
  parameters: { route: at(DEMO.teamQrCode) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Адрес страницы чаевых' })).toHaveValue(
      `${STORY_ORIGIN}/t/${DEMO.team}`,
    );
    await expect(canvas.getByRole('link', { name: 'Настройки команды' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Изменить' })).toBeNull();
  },
};

/** A Kazakh business card picked for printing. */
export const PrintCardInKazakh: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Шаблон' }), 'card');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Язык печати' }), 'kz');
    const preview = await canvas.findByRole('img', {
      name: 'Предпросмотр: Визитка, макет «Визитка»',
    });
    await expect(preview.textContent).toMatch(/Шайпұл/);
  },
};

/** An A4 sheet of business cards: ten to a page with crop marks, its count under the menu. */
export const PrintCardSheet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('combobox', { name: 'Шаблон' });
    await userEvent.selectOptions(menu, 'cardSheet');
    await expect(menu).toHaveAccessibleDescription(
      '10 визиток 85 × 55 мм на листе A4, с метками реза',
    );
    await expect(
      await canvas.findByRole('img', {
        name: 'Предпросмотр: Лист A4 с визитками, макет «Визитка»',
      }),
    ).toBeVisible();
  },
};

/** The image download fails: said under the buttons. */
export const DownloadFailed: Story = {
  beforeEach: failing({ 'qrcode/download': 503 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Скачать PNG' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Файл не скачался.');
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

/** A code that is gone, or someone else's. */
export const NotFound: Story = {
  parameters: { route: at(DEMO.customLimitsQrCode) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'QR-код не найден' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna, pending: true }) } },
};

export const LoadError: Story = {
  beforeEach: failing({ 'qrcode/get': 503 }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }),
    ).toBeVisible();
  },
};
