import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { storyHandlers } from '@mocks/scenarios/stories';
import { ORDERS_PATH } from '@/lib/routes';
import { OrdersArea } from '../orders-area';
import { failedLoad, ordersStoryMeta } from '../testing/order-stories';

/**
 * /orders: the signed-in person's organisations. Rendered through the area's routes, so a
 * person with one organisation is taken to it, as in the app.
 */
const meta = {
  title: 'Orders/Organisations',
  component: OrdersArea,
  ...ordersStoryMeta(`${ORDERS_PATH}/*`, ORDERS_PATH),
} satisfies Meta<typeof OrdersArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Maria owns two organisations: both listed with name, INN and merchant login. */
export const Several: Story = {
  tags: ['phone-screenshot'],
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.maria }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();
    await expect(await canvas.findAllByRole('link', { name: /Coffee Point/ })).toHaveLength(2);
  },
};

/** Anna has one, Pushkin LLP: it opens straight away. */
export const One: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Pushkin LLP' }),
    ).toBeVisible();
  },
};

/** Ivan has none. */
export const None: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.ivan }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Организаций пока нет' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna, pending: true }) } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Заказы' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = failedLoad('organization/list', 'general.error', 'Заказы');
