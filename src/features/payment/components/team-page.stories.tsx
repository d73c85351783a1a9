import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { failing, storyHandlers } from '@mocks/scenarios/stories';
import type { TeamPaymentForm } from '@/api/generated/model';
import { withLocale } from '../testing/with-locale';
import { TeamPage } from './team-page';

/** The team page (/t/:teamId): Cafe Pushkin of the mock backend, or a team of a chosen size. */
const meta = {
  title: 'Payment/Team page',
  component: TeamPage,
  decorators: [withLocale],
  globals: { viewport: { value: 'mobile' } },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: storyHandlers() },
    route: { path: '/t/:teamId', url: `/t/${DEMO.team}` },
  },
  beforeEach: () => sessionStorage.clear(),
} satisfies Meta<typeof TeamPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const JOBS = ['waiter', 'cook', 'barista', 'barman', 'admin'] as const;

/** A team of `size` people without photos (initials), answered 50 at a time like the backend. */
function teamOfSize(size: number) {
  return [
    http.post('*/api/payment/form/team', async ({ request }) => {
      const { nextPage } = (await request.json()) as { nextPage: { count: number; page: number } };
      const members = Array.from({ length: size }, (_, index) => ({
        qrCodeUuid: `a1000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
        firstName: `Сотрудник ${index + 1}`,
        lastName: 'Тестов',
        jobPosition: JOBS[index % JOBS.length],
      })).slice(nextPage.page * nextPage.count, (nextPage.page + 1) * nextPage.count);
      return HttpResponse.json({
        teamUuid: DEMO.otherTeam,
        title: 'Кофейня «Зерно»',
        limits: { minAmount: 1, maxAmount: 10 },
        amounts: [1, 5, 10],
        defaultAmounts: [5],
        members,
      } satisfies TeamPaymentForm);
    }),
    ...storyHandlers(),
  ];
}

const links = (root: HTMLElement) => within(root).queryAllByRole('listitem');

/** Cafe Pushkin of the demo data: its branding, 66 members, the first 50 shown. */
export const CustomisedMerchant: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Cafe Pushkin' });
    await expect(links(canvasElement)).toHaveLength(50);
  },
};

export const NoMembers: Story = {
  parameters: { msw: { handlers: teamOfSize(0) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/В команде пока никого нет/),
    ).toBeInTheDocument();
  },
};

export const OneMember: Story = {
  parameters: { msw: { handlers: teamOfSize(1) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
    await expect(links(canvasElement)).toHaveLength(1);
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Показать ещё' }),
    ).not.toBeInTheDocument();
  },
};

/** 120 people: 50, "show more" appends 50, then the last 20 and the button goes. */
export const HundredTwentyMembers: Story = {
  parameters: { msw: { handlers: teamOfSize(120) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(links(canvasElement)).toHaveLength(100));
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(links(canvasElement)).toHaveLength(120));
    await expect(canvas.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  },
};

/** "Tip the whole team": the tip form for the team, its URL `?to=team`. */
export const TipTheTeam: Story = {
  parameters: { route: { path: '/t/:teamId', url: `/t/${DEMO.team}?to=team` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2 })).toHaveFocus();
    // The picture is of the form ready to pay: the fee has come, and the total with it.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^Оплатить/ })).toHaveTextContent(
        'Оплатить 5,15 ₸',
      ),
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ pending: true }) }, screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

export const UnknownTeam: Story = {
  beforeEach: failing({ 'payment/form/team': 'team.notFound.error' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toHaveTextContent(
      'Страница не найдена',
    );
  },
};

export const InvalidFormat: Story = {
  beforeEach: failing({ 'payment/form/team': 'field.invalid.format.error' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};

export const NextPageFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/payment/form/team', async ({ request }) => {
          const { nextPage } = (await request.clone().json()) as { nextPage: { page: number } };
          return nextPage.page > 0
            ? HttpResponse.json({ code: 'field.invalid.format.error' }, { status: 400 })
            : undefined;
        }),
        ...storyHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Не удалось загрузить остальных',
    );
    await expect(links(canvasElement)).toHaveLength(50);
  },
};
