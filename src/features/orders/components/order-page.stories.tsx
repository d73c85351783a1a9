import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { storyHandlers } from '@mocks/scenarios/stories';
import { ORDERS_PATH } from '@/lib/routes';
import {
  failedLoad,
  saysNotFound,
  ordersStoryMeta,
  PAID_ORDER_URL,
  PARTLY_REFUNDED_ORDER_URL,
  REFUNDED_ORDER_URL,
  UNPAID_ORDER_URL,
} from '../testing/order-stories';
import { OrderPage } from './order-page';

const ROUTE = `${ORDERS_PATH}/:organizationUuid/:orderId`;

/** /orders/:organizationUuid/:orderId: one order, its refunds, and refunding it. */
const meta = {
  title: 'Orders/Order',
  component: OrderPage,
  ...ordersStoryMeta(ROUTE, PAID_ORDER_URL),
} satisfies Meta<typeof OrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid, nothing refunded yet: both refunds on offer. */
export const Refundable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Order 1001' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Вернуть полностью' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Вернуть часть' })).toBeEnabled();
  },
};

/** Refunded in part twice: the refunds so far and what remains. */
export const PartlyRefunded: Story = {
  tags: ['phone-screenshot'],
  parameters: { route: { path: ROUTE, url: PARTLY_REFUNDED_ORDER_URL } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const refunds = await canvas.findByRole('region', { name: 'Возвраты' });
    await expect(within(refunds).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Refunded in full (one of Maria's): no refund on offer. */
export const FullyRefunded: Story = {
  parameters: {
    route: { path: ROUTE, url: REFUNDED_ORDER_URL },
    msw: { handlers: storyHandlers({ signedInAs: DEMO.maria }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Заказ возвращён полностью.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Вернуть/ })).not.toBeInTheDocument();
  },
};

/** Never paid: nothing to refund. */
export const NotPaid: Story = {
  parameters: {
    route: { path: ROUTE, url: UNPAID_ORDER_URL },
    msw: { handlers: storyHandlers({ signedInAs: DEMO.maria }) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Вернуть можно только оплаченный заказ.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna, pending: true }) } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Заказ' }),
    ).toBeVisible();
  },
};

/** Someone else's order (Maria at Anna's): the contract's 404, no retry. */
export const NotFound: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.maria }) } },
  play: saysNotFound('Заказ не найден'),
};

export const NetworkFailure: Story = failedLoad('order/get', 'network', 'Заказ');
