import type { Meta, StoryObj } from '@storybook/react-vite';
import { useParams } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { storyHandlers } from '@mocks/scenarios/stories';
import type { OrderStatus } from '@/api/generated/model';
import { ORDERS_PATH, organizationPath } from '@/lib/routes';
import { failedLoad, ordersStoryMeta, PUSHKIN_URL } from '../testing/order-stories';
import { OrderList } from './order-list';

/** The orders section as an organisation's screen shows it. */
function OrdersOfOrganization() {
  const { organizationUuid = '' } = useParams();
  return (
    <OrderList organizationUuid={organizationUuid} merchantLogin="cafe-pushkin" currency="KZT" />
  );
}

/**
 * An organisation's orders, newest first, 15 a page: id, description, date, amount, refunded
 * amount and status; filters in the address; CSV export.
 */
const meta = {
  title: 'Orders/Order list',
  component: OrdersOfOrganization,
  ...ordersStoryMeta(`${ORDERS_PATH}/:organizationUuid`, PUSHKIN_URL),
} satisfies Meta<typeof OrdersOfOrganization>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (root: HTMLElement) =>
  within(root)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith(`${PUSHKIN_URL}/`));

export const Filled: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Order 1001');
    await expect(rows(canvasElement)).toHaveLength(15);
  },
};

/** Only the orders of one status (the filter comes from the address). */
function withStatus(status: OrderStatus, name: string): Story {
  return {
    parameters: {
      route: { path: `${ORDERS_PATH}/:organizationUuid`, url: `${PUSHKIN_URL}?status=${status}` },
    },
    play: async ({ canvasElement }) => {
      await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(0));
      for (const row of rows(canvasElement)) await expect(row).toHaveTextContent(name);
    },
  };
}
export const Paid = withStatus('PAID', 'Оплачен');
export const PartlyRefunded = withStatus('PARTIALLY_REFUNDED', 'Возвращён частично');
export const Refunded = withStatus('REFUNDED', 'Возвращён');
export const AwaitingPayment = withStatus('CREATED', 'Ожидает оплаты');
export const PaymentFailed = withStatus('FAILED', 'Оплата не прошла');

/** Filters typed in: part of an order id. */
export const SearchedById: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText(/^Номер заказа/),
      `${DEMO.partlyRefundedOrder.slice(-12)}{Enter}`,
    );
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(1));
    await expect(rows(canvasElement)[0]).toHaveTextContent('Order 1002');
  },
};

/** Filters no order passes. */
export const NoMatch: Story = {
  parameters: {
    route: {
      path: `${ORDERS_PATH}/:organizationUuid`,
      url: `${PUSHKIN_URL}?createdFrom=2020-01-01&createdTo=2020-01-31`,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Нет заказов по этим фильтрам' }),
    ).toBeVisible();
  },
};

/** Coffee Point Express has no orders yet (Maria's). */
export const Empty: Story = {
  parameters: {
    route: {
      path: `${ORDERS_PATH}/:organizationUuid`,
      url: organizationPath(DEMO.coffeePointExpress),
    },
    msw: { handlers: storyHandlers({ signedInAs: DEMO.maria }) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Заказов пока нет' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna, pending: true }) } },
};

export const LoadError: Story = failedLoad('order/list', 503, 'Заказы');

export const NetworkFailure: Story = failedLoad('order/list', 'network', 'Заказы');
