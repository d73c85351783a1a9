import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@/api/api-error';
import { LoadMore } from './load-more';

const list = {
  hasNextPage: true,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  error: null,
  fetchNextPage: fn(),
};

const meta = {
  title: 'UI/Load more',
  component: LoadMore,
  args: { label: 'Показать ещё', list },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More pages to come: the button asks for the next one (scrolling to it does the same). */
export const More: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Показать ещё' }));
    await expect(args.list.fetchNextPage).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { list: { ...list, isFetchingNextPage: true } } };

/** The next page failed: the message takes focus, the button retries. */
export const Failed: Story = {
  args: {
    list: {
      ...list,
      isFetchNextPageError: true,
      error: ApiError.fromResponse(503, { code: 'general.error' }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Повторить' })).toBeVisible();
  },
};
