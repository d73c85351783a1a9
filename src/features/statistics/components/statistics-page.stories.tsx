import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO, memberIds } from '@mocks/db/demo-ids';
import { failing } from '@mocks/scenarios/stories';
import { STATISTICS_PATH } from '@/lib/routes';
import { statisticsStoryHandlers, type StatisticsStoryScenario } from '../testing/story-statistics';
import { StatisticsPage } from './statistics-page';

/**
 * /cabinet/statistics. The charts end on Saturday 21 November 2026 whatever day the stories run
 * (testing/story-statistics.ts); the person, their teams and photos are the seeded backend's.
 */
const meta = {
  title: 'Statistics/Statistics page',
  component: StatisticsPage,
  parameters: {
    layout: 'padded',
    route: { url: STATISTICS_PATH },
    msw: { handlers: statisticsStoryHandlers({ signedInAs: DEMO.anna }) },
  },
} satisfies Meta<typeof StatisticsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (url: string, scenario: StatisticsStoryScenario = {}) => ({
  route: { url },
  msw: { handlers: statisticsStoryHandlers({ signedInAs: DEMO.anna, ...scenario }) },
});

/** Waits until the chart titled `title` has drawn its bars and answers them. */
async function barsOf(canvasElement: HTMLElement, title: string) {
  const chart = await within(canvasElement).findByRole('region', { name: title });
  await waitFor(() =>
    expect(within(chart).getAllByRole('graphics-symbol').length).toBeGreaterThan(0),
  );
  return within(chart).getAllByRole('graphics-symbol');
}

/** Both charts drawn with `bars` bars each. */
async function chartsDrawn(canvasElement: HTMLElement, bars: number) {
  await expect(await barsOf(canvasElement, 'Получено чаевых')).toHaveLength(bars);
  await expect(await barsOf(canvasElement, 'Средний чек')).toHaveLength(bars);
}

/** The team's ranking has arrived (its first member is shown). */
async function rankingShown(canvasElement: HTMLElement) {
  const members = await within(canvasElement).findByRole('region', { name: 'Участники' });
  await within(members).findByRole('list');
  return members;
}

/** The last 30 days, the default. */
export const Days: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement, 30);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'По дням', selected: true })).toBeVisible();
    await expect(canvas.getAllByRole('graphics-symbol').at(29)).toHaveAccessibleName(
      /^21 ноября 2026 г\.: [\d\s]+\s₸$/,
    );
  },
};

/** The last 12 ISO weeks, named by week number. */
export const Weeks: Story = {
  parameters: at(`${STATISTICS_PATH}?period=WEEK`),
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement, 12);
    await expect(within(canvasElement).getAllByRole('graphics-symbol').at(11)).toHaveAccessibleName(
      /^47-я неделя 2026 г\. \(16–22 нояб\.\): /,
    );
  },
};

/** The last 12 months, named by month. */
export const Months: Story = {
  parameters: at(`${STATISTICS_PATH}?period=MONTH`),
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement, 12);
  },
};

/** The same, in English: labels and amounts are formatted per language. */
export const MonthsInEnglish: Story = {
  ...Months,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await barsOf(canvasElement, 'Tips received')).toHaveLength(12);
  },
};

/** Weeks in Kazakh. */
export const WeeksInKazakh: Story = {
  ...Weeks,
  globals: { locale: 'kz' },
  play: async ({ canvasElement }) => {
    await expect(await barsOf(canvasElement, 'Алынған шайпұл')).toHaveLength(12);
  },
};

/** Large values: millions a month, short amounts on the value axis. */
export const Millions: Story = {
  parameters: at(`${STATISTICS_PATH}?period=MONTH`, { volume: 'millions' }),
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement, 12);
    await expect(within(canvasElement).getAllByText(/млн/).length).toBeGreaterThan(0);
  },
};

/** A single tip, today: one bar among empty days. */
export const OneTip: Story = {
  parameters: at(STATISTICS_PATH, { volume: 'oneTip' }),
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement, 30);
  },
};

/** Tips before, none in the period: a word in place of the chart, the totals stay. */
export const QuietPeriod: Story = {
  parameters: at(STATISTICS_PATH, { volume: 'quietMonth' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Both charts, once both have come.
    await waitFor(() =>
      expect(canvas.getAllByText('За этот период чаевых не было')).toHaveLength(2),
    );
    await expect(canvas.queryByRole('graphics-document')).toBeNull();
    await expect(canvas.getByText('За всё время')).toBeVisible();
  },
};

/** A brand-new account (a Cafe Pushkin member without tips): no empty axes, a way forward. */
export const NoTipsYet: Story = {
  parameters: {
    msw: { handlers: statisticsStoryHandlers({ signedInAs: memberIds(5).user, volume: 'none' }) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Чаевых пока нет' }),
    ).toBeVisible();
  },
};

/** Everything on its way: the title stays, the charts' places are held. */
export const Loading: Story = {
  parameters: at(STATISTICS_PATH, { pending: true }),
};

/** The table view of the receipts: the same bars as an HTML table. */
export const TableView: Story = {
  parameters: at(`${STATISTICS_PATH}?period=MONTH`),
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement, 12);
    const chart = within(canvasElement).getByRole('region', { name: 'Получено чаевых' });
    await userEvent.click(within(chart).getByRole('button', { name: 'Показать таблицей' }));
    const table = within(chart).getByRole('table', { name: 'Получено чаевых' });
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await expect(within(table).getAllByRole('rowheader').at(-1)).toHaveTextContent(
      'ноябрь 2026 г.',
    );
  },
};

/** A bar reached with the keyboard: a focus ring around its column and its tooltip. */
export const KeyboardFocus: Story = {
  parameters: at(`${STATISTICS_PATH}?period=WEEK`),
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement, 12);
    const bars = await barsOf(canvasElement, 'Получено чаевых');
    bars.at(-1)!.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(bars.at(-3)).toHaveFocus();
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(/^45-я неделя/),
    ).toBeVisible();
  },
};

export const ReceiptsError: Story = {
  beforeEach: failing({ 'statistic/client': 'general.error' }),
  parameters: at(STATISTICS_PATH),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }),
    ).toBeVisible();
  },
};

/** The receipts came, the average did not (the server is unavailable): only that card says so. */
export const AverageUnavailable: Story = {
  beforeEach: failing({ 'statistic/client/avg': 503 }),
  parameters: at(STATISTICS_PATH),
  play: async ({ canvasElement }) => {
    await expect(await barsOf(canvasElement, 'Получено чаевых')).toHaveLength(30);
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }),
    ).toBeVisible();
  },
};

export const Offline: Story = {
  beforeEach: failing({ 'statistic/*': 'network' }),
  parameters: at(STATISTICS_PATH),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findAllByRole('button', { name: 'Повторить' }),
    ).not.toHaveLength(0);
  },
};

export const SessionExpired: Story = {
  beforeEach: failing({ 'statistic/*': 'invalid.session.error' }),
  parameters: at(STATISTICS_PATH),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findAllByRole('button', { name: 'Повторить' }),
    ).not.toHaveLength(0);
  },
};

/** Cafe Pushkin by day: its receipts, average and members ranked by number of tips. */
export const TeamDays: Story = {
  tags: ['phone-screenshot'],
  parameters: at(`${STATISTICS_PATH}?team=${DEMO.team}`),
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement, 30);
    const members = await rankingShown(canvasElement);
    await expect(within(members).getByText('65 участников')).toBeVisible();
    await expect(within(canvasElement).getByText('Cafe Pushkin · 65 участников')).toBeVisible();
  },
};

export const TeamWeeks: Story = {
  parameters: at(`${STATISTICS_PATH}?team=${DEMO.team}&period=WEEK`),
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement, 12);
    await rankingShown(canvasElement);
  },
};

/** By month, members ranked by amount. */
export const TeamMonthsByAmount: Story = {
  parameters: at(`${STATISTICS_PATH}?team=${DEMO.team}&period=MONTH&sort=AMOUNT`),
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement, 12);
    const members = await rankingShown(canvasElement);
    await expect(within(members).getByRole('button', { name: 'Сумме' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Maria's Coffee Point: a team of one. */
export const TeamOfOne: Story = {
  parameters: {
    route: { url: `${STATISTICS_PATH}?team=${DEMO.otherTeam}` },
    msw: { handlers: statisticsStoryHandlers({ signedInAs: DEMO.maria }) },
  },
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement, 30);
    const members = await rankingShown(canvasElement);
    await expect(within(members).getByText('В команде пока один участник.')).toBeVisible();
  },
};

/** An address with no such period and no team id: the person's own by day, and a word why. */
export const AddressFallback: Story = {
  parameters: at(`${STATISTICS_PATH}?period=-1&team=zzz`),
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement, 30);
    await expect(
      within(canvasElement).getByText('Часть ссылки не подошла, поэтому показан вид по умолчанию.'),
    ).toBeVisible();
  },
};

/** A team the person is not in (an old link): the server's word where the data would be. */
export const TeamNotFound: Story = {
  beforeEach: failing({ 'statistic/team/*': 'team.notFound.error' }),
  parameters: at(`${STATISTICS_PATH}?team=${DEMO.team}`),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Команда не найдена.')).toBeVisible();
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('region', { name: 'Участники' })).toBeNull(),
    );
  },
};

export const RankingError: Story = {
  beforeEach: failing({ 'statistic/team/member': 'general.error' }),
  parameters: at(`${STATISTICS_PATH}?team=${DEMO.team}`),
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement, 30);
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }),
    ).toBeVisible();
  },
};

/** Days of the person's choosing: the summary counts them; the charts keep their own. */
export const ChosenDays: Story = {
  tags: ['phone-screenshot'],
  parameters: at(`${STATISTICS_PATH}?from=2026-09-01&to=2026-09-15`),
  play: async ({ canvasElement }) => {
    const summary = await within(canvasElement).findByRole('region', {
      name: /^Чаевые, 1–15 сентября 2026/,
    });
    await within(summary).findByText('Количество чаевых');
    await expect(within(summary).getByRole('button', { name: 'Дни графика' })).toBeVisible();
  },
};

/**
 * Other days opened and refused: the first day missing, the last still to come. Each is said
 * under its field, what was typed stays, and the address keeps the chart's days.
 */
export const OtherDaysRefused: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement, 30);
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('region', { name: /^Чаевые, / });
    await within(summary).findByText('Количество чаевых');
    const toggle = within(summary).getByRole('button', { name: 'Другие дни' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = await within(summary).findByRole('form', { name: 'Другие дни' });
    const to = within(form).getByRole('textbox', { name: 'По' });
    await userEvent.type(to, '01012099');
    await userEvent.click(within(form).getByRole('button', { name: 'Показать' }));
    await expect(within(form).getByRole('textbox', { name: 'С' })).toHaveAccessibleDescription(
      'Введите первый день в виде ДД.ММ.ГГГГ.',
    );
    await expect(to).toHaveAccessibleDescription(
      'Этот день ещё не наступил: выберите сегодня или раньше.',
    );
    await expect(to).toHaveValue('01.01.2099');
  },
};

/** The summary's figures did not come: it says so with a retry; the charts stay. */
export const SummaryError: Story = {
  beforeEach: failing({ 'operation/aggregate': 'general.error' }),
  parameters: at(STATISTICS_PATH),
  play: async ({ canvasElement }) => {
    const summary = await within(canvasElement).findByRole('region', { name: /^Чаевые, / });
    await expect(await within(summary).findByRole('button', { name: 'Повторить' })).toBeVisible();
    await expect(await barsOf(canvasElement, 'Получено чаевых')).toHaveLength(30);
  },
};
