import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { failing, storyHandlers } from '@mocks/scenarios/stories';
import { REVIEWS_PATH } from '@/lib/routes';
import { ReviewsPage } from './reviews-page';

/** What guests say: the period's ratings, stars and tags, then the tips with feedback. */
const meta = {
  title: 'Reviews/Reviews',
  component: ReviewsPage,
  parameters: {
    layout: 'padded',
    route: { url: `${REVIEWS_PATH}?period=YEAR` },
    msw: { handlers: storyHandlers({ signedInAs: DEMO.anna }) },
  },
} satisfies Meta<typeof ReviewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Поставленные звёзды' })).toBeVisible();
    const comments = canvas.getByRole('region', { name: 'Комментарии' });
    await expect((await within(comments).findAllByRole('link')).length).toBeGreaterThan(1);
  },
};

/** Only 5-star tips with a comment (the filters, from the address). */
export const Filtered: Story = {
  parameters: { route: { url: `${REVIEWS_PATH}?period=ALL&stars=5&comment=with` } },
  play: async ({ canvasElement }) => {
    const comments = await within(canvasElement).findByRole('region', { name: 'Комментарии' });
    await expect((await within(comments).findAllByRole('link')).length).toBeGreaterThan(0);
  },
};

/** Someone without a tip: no ratings, no tags, nothing in the list. */
export const Empty: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.ivan }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Нет чаевых с оценкой, отметкой или комментарием под эти фильтры',
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna, pending: true }) } },
};

/** The summary failed (a server error): its retry; the list still shows. */
export const SummaryError: Story = {
  beforeEach: failing({ 'review/summary': 503 }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }),
    ).toBeVisible();
  },
};

/** The list failed (the network): its retry; the summary still shows. */
export const ListError: Story = {
  beforeEach: failing({ 'review/list': 'network' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }),
    ).toBeVisible();
  },
};

/** A team the person is not in: its address falls back to their own reviews and says so. */
export const ForeignTeam: Story = {
  parameters: { route: { url: `${REVIEWS_PATH}?team=${DEMO.otherTeam}` } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('region', { name: 'Оценки' }),
    ).toBeVisible();
  },
};
