import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { failing, storyHandlers } from '@mocks/scenarios/stories';
import type { FinishedPaymentInfo, PaymentStatus } from '@/api/generated/model';
import { withLocale } from '../testing/with-locale';
import { FinishPage } from './finish-page';
import { FinishResult } from './finish-result';
import { MerchantFrame } from './merchant-frame';

const ORDER = '7d1c0b7e-0f44-4b5f-9b0a-2c3d4e5f6a7b';

/** One payment's result as finished-payment-info answers it. */
const info = (status: PaymentStatus, extra: Partial<FinishedPaymentInfo> = {}) =>
  ({
    orderId: ORDER,
    status,
    amount: 500,
    feeAmount: 15,
    currency: 'KZT',
    recipientName: 'Anna P.',
    qrCodeUuid: DEMO.annaQrCode,
    orderParams: { qr_code_id: DEMO.annaQrCode },
    ratingGiven: false,
    commentGiven: false,
    ...(status === 'PENDING' ? {} : { finishedAt: '2026-11-24T09:30:00Z' }),
    serviceFee: { amount: 15, paidBy: 'PAYER' },
    ...extra,
  }) satisfies FinishedPaymentInfo;

/** finished-payment-info answering one fixed result (a real order needs a trip through the gateway). */
function result(status: PaymentStatus, extra: Partial<FinishedPaymentInfo> = {}) {
  return [
    http.get('*/payment-gateway/finished-payment-info', () =>
      HttpResponse.json(info(status, extra)),
    ),
    http.post('*/api/payment/comment', () => new HttpResponse(null, { status: 200 })),
    ...storyHandlers(),
  ];
}

/** The finish page (/finish.html?orderId=...), where the gateway sends the visitor back. */
const meta = {
  title: 'Payment/Finish page',
  component: FinishPage,
  decorators: [withLocale],
  globals: { viewport: { value: 'mobile' } },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: result('SUCCESS') },
    route: { path: '/finish.html', url: `/finish.html?orderId=${ORDER}` },
  },
} satisfies Meta<typeof FinishPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = async (root: HTMLElement) => within(root).findByRole('heading', { level: 1 });

/** Paid, no feedback yet: the receipt to keep, then rating and comment, and tip again. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Спасибо! Чаевые отправлены');
    const receipt = within(canvasElement).getByRole('region', { name: 'Чек' });
    await expect(receipt).toHaveTextContent(/Получатель\s*Anna P\./);
    await expect(receipt).toHaveTextContent(/Сервисный сбор\s*0,15\s₸, оплатили вы/);
    await expect(receipt).toHaveTextContent(/Списано\s*5,15\s₸/);
    await expect(receipt).toHaveTextContent(/Дата и время\s*24 ноября 2026/);
    await expect(receipt).toHaveTextContent(`Номер платежа${ORDER}`);
    await expect(
      within(receipt).getByRole('button', { name: 'Сохранить в PDF' }),
    ).toBeInTheDocument();
    await expect(within(receipt).getByRole('button', { name: 'Поделиться' })).toBeInTheDocument();
    await expect(
      within(canvasElement).getByRole('link', { name: 'Оставить ещё чаевые' }),
    ).toBeInTheDocument();
  },
};

export const SuccessFeedbackSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /5/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить отзыв' }));
    await expect(await canvas.findByText('Спасибо за отзыв!')).toBeInTheDocument();
  },
};

export const SuccessFeedbackGiven: Story = {
  parameters: { msw: { handlers: result('SUCCESS', { ratingGiven: true, commentGiven: true }) } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Отправить отзыв' }),
    ).not.toBeInTheDocument();
  },
};

/** Declined: the retry goes back to the recipient with the amount. */
export const Failed: Story = {
  parameters: { msw: { handlers: result('FAILED') } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Оплата не прошла');
    await expect(
      within(canvasElement).getByRole('link', { name: 'Попробовать ещё раз' }),
    ).toHaveAttribute('href', expect.stringContaining(`/${DEMO.annaQrCode}?autoFillFormData=`));
  },
};

/** Still pending: the page asks again by itself (no button yet, no receipt). */
export const Pending: Story = {
  parameters: { msw: { handlers: result('PENDING') }, screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Платёж обрабатывается');
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Страница обновится сама/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Проверить ещё раз' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Чек' })).toBeNull();
  },
};

/**
 * Still pending after a minute of asking: the page has stopped, says the recipient will be
 * told, and asks again on a press (drawn as the page draws it once its waits are over).
 */
export const PendingTimedOut: Story = {
  args: { onCheckAgain: fn() },
  render: (args: { onCheckAgain?: () => void }) => (
    <MerchantFrame customization={undefined}>
      <FinishResult
        info={info('PENDING')}
        gaveUpPolling
        checking={false}
        onCheckAgain={args.onCheckAgain ?? (() => {})}
      />
    </MerchantFrame>
  ),
  play: async ({ canvasElement, args }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Платёж обрабатывается');
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/получатель получит уведомление/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Проверить ещё раз' }));
    await expect((args as { onCheckAgain: () => void }).onCheckAgain).toHaveBeenCalledOnce();
  },
};

/** The receipt in Kazakh on a 360 px phone: each line's label and value within the card. */
export const SuccessKazakh: Story = {
  globals: { locale: 'kz' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Рақмет! Шайпұл жіберілді');
    const receipt = within(canvasElement).getByRole('region', { name: 'Түбіртек' });
    await expect(receipt).toHaveTextContent(/Сервистік алым\s*0,15\s₸, сіз төледіңіз/);
    await expect(receipt).toHaveTextContent(`Төлем нөмірі${ORDER}`);
  },
};

/** The pending state in Kazakh on a 360 px phone, once the page has stopped asking. */
export const PendingTimedOutKazakh: Story = {
  ...PendingTimedOut,
  globals: { locale: 'kz' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Төлем өңделуде');
    await expect(
      within(canvasElement).getByRole('button', { name: 'Қайта тексеру' }),
    ).toBeInTheDocument();
  },
};

/** The gateway cannot answer: the catalogue's message with a retry. */
export const ServerError: Story = {
  beforeEach: failing({ 'finished-payment-info': 503 }),
  parameters: { msw: { handlers: storyHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Попробовать ещё раз' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ pending: true }) }, screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

export const UnknownOrder: Story = {
  beforeEach: failing({ 'finished-payment-info': 404 }),
  parameters: { msw: { handlers: storyHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Страница не найдена');
  },
};

export const InvalidFormat: Story = {
  beforeEach: failing({ 'finished-payment-info': 'field.invalid.format.error' }),
  parameters: {
    msw: { handlers: storyHandlers() },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};

export const NoOrderId: Story = {
  parameters: { route: { path: '/finish.html', url: '/finish.html' } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Нет платежа для показа');
  },
};
