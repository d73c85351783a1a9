import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { storyHandlers } from '@mocks/scenarios/stories';
import { ORDERS_PATH, organizationPath } from '@/lib/routes';
import { failedLoad, ordersStoryMeta, PUSHKIN_URL, saysNotFound } from '../testing/order-stories';
import { OrganizationPage } from './organization-page';

/** /orders/:organizationUuid: details, statistics for a period and the orders. */
const meta = {
  title: 'Orders/Organisation',
  component: OrganizationPage,
  ...ordersStoryMeta(`${ORDERS_PATH}/:organizationUuid`, PUSHKIN_URL),
} satisfies Meta<typeof OrganizationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pushkin LLP this month (24 November 2026 in stories): figures, the chart, 15 orders. */
export const Filled: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Pushkin LLP' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('graphics-document', { name: 'Оплаты и возвраты по дням' }),
    ).toBeVisible();
    await expect(await canvas.findByText('Order 1001')).toBeVisible();
  },
};

/** One of Maria's two organisations: the way back to the list of them. */
export const OneOfSeveral: Story = {
  parameters: {
    route: { path: `${ORDERS_PATH}/:organizationUuid`, url: organizationPath(DEMO.coffeePointLlp) },
    msw: { handlers: storyHandlers({ signedInAs: DEMO.maria }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Все организации' })).toBeVisible();
    await expect(await canvas.findByText('Order 501')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna, pending: true }) } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Организация' }),
    ).toBeVisible();
  },
};

/** Someone else's organisation (Maria at Pushkin LLP's address): the contract's 404, no retry. */
export const NotFound: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.maria }) } },
  play: saysNotFound('Организация не найдена'),
};

export const LoadError: Story = failedLoad('organization/details', 503, 'Организация');
