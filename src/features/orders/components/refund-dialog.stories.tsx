import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { forceError, forceNetworkError, forceServerError } from '@mocks/scenarios/scenarios';
import type { ErrorCode } from '@mocks/scenarios/catalogue';
import { refundOrderPart } from '@/api/generated/order/order';
import { ORDERS_PATH } from '@/lib/routes';
import { ordersStoryMeta, PAID_ORDER_URL, withPendingCall } from '../testing/order-stories';
import { OrderPage } from './order-page';

/**
 * The refund confirmation on the paid order of 500 ₸ (Order 1001), opened from its screen:
 * in full or in part, with what remains; pending; each answer the server may give.
 */
const meta = {
  title: 'Orders/Refund dialog',
  component: OrderPage,
  ...ordersStoryMeta(`${ORDERS_PATH}/:organizationUuid/:orderId`, PAID_ORDER_URL),
} satisfies Meta<typeof OrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The confirm button: "Вернуть 100 ₸" (Intl puts a no-break space before the sign). */
const refundButton = (amount: number) => new RegExp(`^Вернуть ${amount}\\s₸$`);

async function openFull() {
  await userEvent.click(await body().findByRole('button', { name: 'Вернуть полностью' }));
  return within(await body().findByRole('dialog', { name: 'Вернуть полностью' }));
}

async function openPart(amount?: string) {
  await userEvent.click(await body().findByRole('button', { name: 'Вернуть часть' }));
  const dialog = within(await body().findByRole('dialog', { name: 'Вернуть часть заказа' }));
  if (amount) await userEvent.type(dialog.getByLabelText(/^Сумма возврата/), amount);
  return dialog;
}

/** The whole remaining amount, and that nothing will remain. */
export const Full: Story = {
  play: async () => {
    const dialog = await openFull();
    await expect(
      dialog.getByText('Покупателю вернётся 500 ₸. Возвращать больше будет нечего.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: refundButton(500) })).toBeEnabled();
  },
};

/** A part typed: the amount and what will remain. */
export const Partial: Story = {
  play: async () => {
    const dialog = await openPart('100');
    await expect(
      dialog.getByText('Покупателю вернётся 100 ₸. Останется вернуть 400 ₸.'),
    ).toBeVisible();
  },
};

/** More than remains: refused in the browser, with the limit. */
export const OverTheLimit: Story = {
  play: async () => {
    const dialog = await openPart('600');
    await expect(
      dialog.getByText('Это больше, чем осталось вернуть: не больше 500 ₸.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Вернуть часть заказа' }));
    await expect(dialog.getByLabelText(/^Сумма возврата/)).toHaveFocus();
  },
};

/** Confirmed, the answer on its way: the dialog can be neither confirmed again nor closed. */
export const Pending: Story = {
  parameters: { msw: { handlers: withPendingCall('order/refund/part') } },
  play: async () => {
    const dialog = await openPart('100');
    const confirm = dialog.getByRole('button', { name: refundButton(100) });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(confirm).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Отмена' })).toBeDisabled();
  },
};

/** The server's answer `code` to a part of 100 ₸, shown in the dialog. */
function refusedWith(code: ErrorCode, text: string): Story {
  return {
    play: async () => {
      const dialog = await openPart('100');
      forceError('order/refund/part', code, { once: true });
      await userEvent.click(dialog.getByRole('button', { name: refundButton(100) }));
      await expect(await dialog.findByText(text)).toBeVisible();
      await expect(dialog.getByLabelText(/^Сумма возврата/)).toHaveValue('100');
    },
  };
}

export const ServerRefusedTheAmount: Story = {
  play: async () => {
    const dialog = await openPart('100');
    forceError('order/refund/part', 'field.invalid.format.error', { once: true });
    await userEvent.click(dialog.getByRole('button', { name: refundButton(100) }));
    // The scenario's answer names no field: the message stands over the whole form.
    await expect(await dialog.findByRole('alert')).toBeVisible();
  },
};

export const NoLongerRefundable = refusedWith(
  'invalid.state.error',
  'Этот заказ больше нельзя вернуть.',
);

export const ServerError = refusedWith('general.error', 'Что-то пошло не так...');

/** Someone refunded 50 ₸ meanwhile: nothing refunded, the order reloaded, and said so. */
export const OrderChanged: Story = {
  play: async () => {
    const dialog = await openPart('100');
    await refundOrderPart(
      { orderId: DEMO.paidOrder, amount: 5_000 },
      { 'Idempotency-Key': 'story-someone-else' },
    );
    await userEvent.click(dialog.getByRole('button', { name: refundButton(100) }));
    await expect(
      await dialog.findByText(/^Заказ изменился после того, как вы его открыли/),
    ).toBeVisible();
    await expect(
      await dialog.findByText('Покупателю вернётся 100 ₸. Останется вернуть 350 ₸.'),
    ).toBeVisible();
  },
};

/** A 503: the amount stays and the same refund can be tried again. */
export const ServiceUnavailable: Story = {
  play: async () => {
    const dialog = await openPart('100');
    forceServerError('order/refund/part', 503, { once: true });
    await userEvent.click(dialog.getByRole('button', { name: refundButton(100) }));
    await expect(await dialog.findByRole('button', { name: 'Повторить' })).toBeVisible();
    await expect(dialog.getByLabelText(/^Сумма возврата/)).toHaveValue('100');
  },
};

export const NetworkFailure: Story = {
  play: async () => {
    const dialog = await openFull();
    forceNetworkError('order/refund', { once: true });
    await userEvent.click(dialog.getByRole('button', { name: refundButton(500) }));
    await expect(
      await dialog.findByText('Проверьте подключение к интернету и попробуйте еще раз.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Повторить' })).toBeVisible();
  },
};

/** Done: the dialog closes and the screen says what was refunded. */
export const Refunded: Story = {
  play: async () => {
    const dialog = await openPart('100');
    await userEvent.click(dialog.getByRole('button', { name: refundButton(100) }));
    await expect(await body().findByText('Возвращено 100 ₸.')).toBeVisible();
  },
};
