import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { MOCK_SETTINGS } from '@mocks/handlers/settings';
import { failing, storyHandlers } from '@mocks/scenarios/stories';
import { withLocale } from '../testing/with-locale';
import { UserPage } from './user-page';

/** The user page (/:userId) against the stateful mock backend; failures forced like QA's `?mockError=`. */
const meta = {
  title: 'Payment/User page',
  component: UserPage,
  decorators: [withLocale],
  globals: { viewport: { value: 'mobile' } },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: storyHandlers() },
    route: { path: '/:userId', url: `/${DEMO.annaQrCode}` },
  },
  beforeEach: () => sessionStorage.clear(),
} satisfies Meta<typeof UserPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const anna = async (root: HTMLElement) =>
  within(root).findByRole('heading', { level: 1, name: 'Anna Petrova' });
const total = (root: HTMLElement) => within(root).getByTestId('tip-total');
/** What the recipient gets, under the total. */
const receives = (root: HTMLElement) => within(root).getByTestId('tip-receives');
const payButton = (root: HTMLElement) => within(root).getByRole('button', { name: /^Оплатить/ });
/**
 * The fee is in: the pay button names the total and can be pressed. A story compared with its
 * picture waits for this: the picture is taken once the page stands still, and a fee answer
 * slower than two captures (a busy machine) would leave the page's loading state in it.
 */
const feeIn = (root: HTMLElement) => waitFor(() => expect(payButton(root)).toBeEnabled());
/** Anna's page with its fee in. */
const payable = async (root: HTMLElement) => {
  await anna(root);
  await feeIn(root);
};

/**
 * Anna's QR code: choices 1, 5, 10 with 5 preselected, the sender pays the 3% fee; the pay
 * button names what the gateway will charge, the tip and the fee; Anna gets the tip in full.
 */
export const FeeOn: Story = {
  play: async ({ canvasElement }) => {
    await anna(canvasElement);
    await waitFor(() => expect(total(canvasElement)).toHaveTextContent('5,15'));
    await expect(
      within(canvasElement).getByRole('checkbox', { name: /сервисный сбор/ }),
    ).toBeChecked();
    await expect(payButton(canvasElement)).toHaveTextContent('Оплатить 5,15 ₸');
    await expect(receives(canvasElement)).toHaveTextContent('Anna Petrova получит 5 ₸ полностью');
  },
};

/** The fee is on its way: no total yet, and the payer who covers it cannot pay yet. */
export const FeeLoading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/payment/fee', async () => {
          await delay('infinite');
          return HttpResponse.json({ feeAmount: 0 });
        }),
        ...storyHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await anna(canvasElement);
    await expect(payButton(canvasElement)).toHaveTextContent(/^Оплатить$/);
    await expect(payButton(canvasElement)).toBeDisabled();
  },
};

/** The visitor lets the recipient pay the fee: the total is the tip alone, Anna gets it less the fee. */
export const FeeOff: Story = {
  play: async ({ canvasElement }) => {
    await anna(canvasElement);
    await waitFor(() => expect(total(canvasElement)).toHaveTextContent('5,15'));
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: /сервисный сбор/ }));
    await expect(total(canvasElement)).not.toHaveTextContent('5,15');
    await expect(receives(canvasElement)).toHaveTextContent(
      'Anna Petrova получит 4,85 ₸ за вычетом сервисного сбора 0,15 ₸',
    );
  },
};

/**
 * The recipient pays the fee, which is still on its way: what Anna gets waits in its line's
 * place (a placeholder), while the visitor can already pay the tip alone.
 */
export const FeeOffLoading: Story = {
  parameters: FeeLoading.parameters,
  play: async ({ canvasElement }) => {
    await anna(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: /сервисный сбор/ }));
    await expect(receives(canvasElement)).toHaveTextContent(/^$/);
    await expect(receives(canvasElement).querySelector('[aria-hidden="true"]')).not.toBeNull();
    await expect(payButton(canvasElement)).toBeEnabled();
  },
};

/**
 * payment/fee fails, and again on both retries: the fee is cleared, no total is shown, the page
 * says why and offers to calculate again; paying waits (or the payer unticks the fee).
 */
export const FeeFailed: Story = {
  beforeEach: failing({ 'payment/fee': 500 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await anna(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Не удалось рассчитать сервисный сбор',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Я оплачу сервисный сбор' })).toBeChecked();
    await expect(total(canvasElement)).toHaveTextContent('—');
    await expect(payButton(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Рассчитать снова' })).toBeEnabled();
  },
};

/** 50 typed where the limits are 1..10, then Enter: the field shows 10 and says why; nothing is paid. */
export const AmountClamped: Story = {
  // Its picture did not stand still within 20 captures in one of three full runs (2026-11-27):
  // to be found; its play function still checks the clamp and its message.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payable(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Ваша сумма' });
    await userEvent.clear(field);
    await userEvent.type(field, '50{Enter}');
    await expect(field).toHaveValue('10');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Сумма изменена на 10 ₸: здесь можно оставить от 1 ₸ до 10 ₸',
    );
    await waitFor(() => expect(payButton(canvasElement)).toHaveTextContent('Оплатить 10,30 ₸'));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ pending: true }) }, screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

/** hideAmountEnabled: no suggested figures, the visitor types an amount. */
export const HiddenAmount: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/application/settings/info', () =>
          HttpResponse.json({ ...MOCK_SETTINGS, hideAmountEnabled: true }),
        ),
        ...storyHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await anna(canvasElement);
    await expect(within(canvasElement).getByText('Введите любую сумму')).toBeInTheDocument();
  },
};

/** Maria's QR code: limits 5..50, choices 5, 20, 50 with 20 preselected. */
export const CustomLimits: Story = {
  parameters: { route: { path: '/:userId', url: `/${DEMO.customLimitsQrCode}` } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Maria Ivanova' });
    await expect(within(canvasElement).getByText(/От \D*5\D* до \D*50/)).toBeInTheDocument();
    await feeIn(canvasElement);
  },
};

/** A member of Cafe Pushkin: the merchant's colours and name over the page. */
export const CustomisedMerchant: Story = {
  parameters: { route: { path: '/:userId', url: `/a1000000-0000-4000-8000-000000000003` } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
    await expect(
      within(canvasElement).getByText('Cafe Pushkin', { selector: 'span' }),
    ).toBeInTheDocument();
    await feeIn(canvasElement);
  },
};

/** customization/get fails: the page works on the product's own look. */
export const CustomizationFailed: Story = {
  beforeEach: failing({ 'customization/get': 500 }),
  play: async ({ canvasElement }) => {
    await payable(canvasElement);
  },
};

export const RecipientUnavailable: Story = {
  beforeEach: failing({ 'payment/form': 'client.notActive.error' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'не может принимать чаевые',
    );
  },
};

export const RecipientBlocked: Story = {
  beforeEach: failing({ 'payment/form': 'client.blocked.error' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Попробовать ещё раз' }),
    ).toBeInTheDocument();
  },
};

export const InvalidFormat: Story = {
  beforeEach: failing({ 'payment/form': 'field.invalid.format.error' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  beforeEach: failing({ 'payment/form': 'general.error' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};

export const UnknownQrCode: Story = {
  parameters: { route: { path: '/:userId', url: '/a9999999-0000-4000-8000-000000000001' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toHaveTextContent(
      'Страница не найдена',
    );
  },
};

/** payment/register answers a catalogue code: the message shows, everything entered stays, retry offered. */
export const RegisterFailed: Story = {
  beforeEach: failing({ 'payment/register': 'client.blocked.error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payable(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Комментарий/ }), 'Спасибо!');
    await userEvent.click(canvas.getByRole('button', { name: /^Оплатить/ }));
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Попробовать ещё раз' })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: /Комментарий/ })).toHaveValue('Спасибо!');
  },
};

/** Outside mock builds the mock gateway is not on the allow-list: the redirect is refused and said so. */
export const RedirectRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/payment/register', () =>
          HttpResponse.json({ order: { orderId: 'o-1', formUrl: 'https://evil.example/pay' } }),
        ),
        ...storyHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Оплатить/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Не удалось безопасно открыть страницу оплаты',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await anna(canvasElement);
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Pay ₸5.15' }),
    ).toBeEnabled();
  },
};

export const Kazakh: Story = {
  globals: { locale: 'kz' },
  play: async ({ canvasElement }) => {
    await anna(canvasElement);
    // The total with the fee in Kazakh money (Storybook loads every namespace's words, so the
    // Kazakh formats too), then the verb: "5,15 ₸ төлеу".
    await expect(
      await within(canvasElement).findByRole('button', { name: /^5,15\s₸ төлеу$/ }),
    ).toBeEnabled();
  },
};

/** Kazakh, the recipient paying the fee: the longest line under the total, wrapped in its place. */
export const KazakhFeeOff: Story = {
  globals: { locale: 'kz' },
  play: async ({ canvasElement }) => {
    await anna(canvasElement);
    await waitFor(() => expect(total(canvasElement)).toHaveTextContent('5,15'));
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: /алым/ }));
    await expect(receives(canvasElement)).toHaveTextContent(
      /^Anna Petrova 0,15\s₸ сервистік алым шегерілгеннен кейін 4,85\s₸ алады$/,
    );
  },
};
