import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { resetStore } from '@mocks/db/store';
import { MOCK_SETTINGS } from '@mocks/handlers/settings';
import { clearScenarios } from '@mocks/scenarios/scenarios';
import { storyHandlers, storyWithError } from '@mocks/scenarios/stories';
import { withLocale } from '../stories/with-locale';
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
  beforeEach: async () => {
    sessionStorage.clear();
    clearScenarios();
    await resetStore();
  },
} satisfies Meta<typeof UserPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const anna = async (root: HTMLElement) =>
  within(root).findByRole('heading', { level: 1, name: 'Anna Petrova' });
const total = (root: HTMLElement) => within(root).getByTestId('tip-total');

/** Anna's QR code: choices 1, 5, 10 with 5 preselected, the sender pays the 3% fee. */
export const FeeOn: Story = {
  play: async ({ canvasElement }) => {
    await anna(canvasElement);
    await waitFor(() => expect(total(canvasElement)).toHaveTextContent('5,15'));
    await expect(
      within(canvasElement).getByRole('checkbox', { name: /сервисный сбор/ }),
    ).toBeChecked();
  },
};

/** The visitor lets the recipient pay the fee: the total is the tip alone. */
export const FeeOff: Story = {
  play: async ({ canvasElement }) => {
    await anna(canvasElement);
    await waitFor(() => expect(total(canvasElement)).toHaveTextContent('5,15'));
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: /сервисный сбор/ }));
    await expect(total(canvasElement)).not.toHaveTextContent('5,15');
  },
};

/** payment/fee fails: the fee shown is cleared, the tip can still be paid. */
export const FeeFailed: Story = {
  parameters: { msw: { handlers: storyWithError('payment/fee', 500) } },
  play: async ({ canvasElement }) => {
    await anna(canvasElement);
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Я оплачу сервисный сбор' }),
    ).toBeInTheDocument();
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
  },
};

/** customization/get fails: the page works on the product's own look. */
export const CustomizationFailed: Story = {
  parameters: { msw: { handlers: storyWithError('customization/get', 500) } },
  play: async ({ canvasElement }) => {
    await anna(canvasElement);
  },
};

export const RecipientUnavailable: Story = {
  parameters: { msw: { handlers: storyWithError('payment/form', 'client.notActive.error') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'не может принимать чаевые',
    );
  },
};

export const RecipientBlocked: Story = {
  parameters: { msw: { handlers: storyWithError('payment/form', 'client.blocked.error') } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Попробовать ещё раз' }),
    ).toBeInTheDocument();
  },
};

export const InvalidFormat: Story = {
  parameters: { msw: { handlers: storyWithError('payment/form', 'field.invalid.format.error') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: storyHandlers({ errors: { 'payment/form': 'general.error' } }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('alert', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
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
  parameters: { msw: { handlers: storyWithError('payment/register', 'client.blocked.error') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await anna(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Комментарий/ }), 'Спасибо!');
    await userEvent.click(canvas.getByRole('button', { name: /^Оплатить/ }));
    await expect(await canvas.findByRole('alert')).toHaveFocus();
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
    await anna(canvasElement);
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
    await expect(within(canvasElement).getByRole('button', { name: /^Pay/ })).toBeInTheDocument();
  },
};

export const Kazakh: Story = {
  globals: { locale: 'kz' },
  play: async ({ canvasElement }) => {
    await anna(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: /төлеу$/ })).toBeInTheDocument();
  },
};
