import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { storyHandlers } from '@mocks/scenarios/stories';
import { useFormatMinorUnits } from '@/components/ui/money/use-format-minor-units';
import { ORDERS_PATH } from '@/lib/routes';
import { failedLoad, ordersStoryMeta, PUSHKIN_URL } from '../testing/order-stories';
import { OrganizationStatistics } from './organization-statistics';

/** The statistics section as Pushkin LLP's screen shows it, amounts in tenge. */
function StatisticsOfPushkin() {
  const formatMoney = useFormatMinorUnits('KZT');
  return <OrganizationStatistics organizationUuid={DEMO.pushkinLlp} formatMoney={formatMoney} />;
}

/**
 * An organisation's orders count, paid and refunded amounts for a period (this month unless
 * the address says otherwise), as figures and a chart by day.
 */
const meta = {
  title: 'Orders/Statistics',
  component: StatisticsOfPushkin,
  ...ordersStoryMeta(`${ORDERS_PATH}/:organizationUuid`, PUSHKIN_URL),
} satisfies Meta<typeof StatisticsOfPushkin>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = async (root: HTMLElement, term: string) =>
  within((await within(root).findByText(term, { selector: 'dt' })).closest('div')!).getByRole(
    'definition',
  );

/** This month (1–30 November 2026 in stories). */
export const ThisMonth: Story = {
  play: async ({ canvasElement }) => {
    await expect(await figure(canvasElement, 'Заказы')).toHaveTextContent(/^\d+$/);
    await expect(within(canvasElement).getByLabelText(/^Начало периода/)).toHaveValue('01.11.2026');
  },
};

/** A period from the address: the three months up to today. */
export const PeriodFromTheAddress: Story = {
  parameters: {
    route: {
      path: `${ORDERS_PATH}/:organizationUuid`,
      url: `${PUSHKIN_URL}?from=2026-09-01&to=2026-11-24`,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/^С 1 сент\. 2026 г\. по 24 нояб\. 2026 г\.$/),
    ).toBeVisible();
  },
};

/** The days as a table instead of the chart. */
export const AsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Показать таблицей' }));
    await expect(canvas.getByRole('table', { name: 'Оплаты и возвраты по дням' })).toBeVisible();
  },
};

/** A day reached by keyboard: focused, announced and shown in the tooltip. */
export const DayFocused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByRole('graphics-document');
    const days = within(chart).getAllByRole('graphics-symbol');
    days.at(-1)!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(days.at(-2)).toHaveFocus();
    await expect(days.at(-2)).toHaveAccessibleName(/^29 ноября 2026 г\.: оплачено/);
  },
};

/** A period typed backwards is refused under its end. */
export const PeriodBackwards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const end = await canvas.findByLabelText(/^Конец периода/);
    // Typed over the whole date the field holds.
    await userEvent.tripleClick(end);
    await userEvent.keyboard('01.10.2026');
    await expect(end).toHaveValue('01.10.2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Показать' }));
    await expect(await canvas.findByText('Конец периода раньше его начала.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna, pending: true }) } },
};

export const LoadError: Story = failedLoad('organization/statistic', 'general.error', 'Статистика');
