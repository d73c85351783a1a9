import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { failing, storyHandlers } from '@mocks/scenarios/stories';
import { CABINET_PATH } from '@/lib/routes';
import { CabinetHomePage } from './cabinet-home-page';

/** The cabinet's first screen: the day's takings, the latest tips, the rating, the balance. */
const meta = {
  title: 'Cabinet/Home',
  component: CabinetHomePage,
  parameters: {
    layout: 'padded',
    route: { url: CABINET_PATH },
    msw: { handlers: storyHandlers({ signedInAs: DEMO.anna }) },
  },
} satisfies Meta<typeof CabinetHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Anna: her takings, latest tips with comments, rating, her team and her organisation. */
export const Filled: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Поступления' })).toBeVisible();
    const latest = canvas.getByRole('region', { name: 'Последние чаевые' });
    await expect(within(latest).getAllByRole('link').length).toBeGreaterThan(1);
    await expect(canvas.getByRole('region', { name: 'Ваши команды сегодня' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Anna Petrova' })).toBeVisible();
  },
};

/** A recipient without a tip yet: the three steps to the first one. */
export const NewRecipient: Story = {
  tags: ['phone-screenshot'],
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.ivan }) } },
  play: async ({ canvasElement }) => {
    const checklist = await within(canvasElement).findByRole('region', {
      name: 'Первые чаевые',
    });
    await expect(within(checklist).getAllByRole('link')).toHaveLength(3);
  },
};

/** A person whose balance is not known yet (no balance in user info). */
export const WithoutBalance: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.maria }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Нет данных')).toBeVisible();
  },
};

/** User info and the summary on their way: the title stays, the cards are placeholders. */
export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna, pending: true }) } },
};

/** The summary failed: its error with a retry; the balance card still shows. */
export const DashboardError: Story = {
  beforeEach: failing({ dashboard: 503 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Повторить' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Anna Petrova' })).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: failing({ 'profile/info': 503 }),
  play: async ({ canvasElement }) => {
    await expect(
      (await within(canvasElement).findAllByRole('button', { name: 'Повторить' }))[0],
    ).toBeVisible();
  },
};
