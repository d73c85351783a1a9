import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { failing, storyHandlers } from '@mocks/scenarios/stories';
import { operationPath, OPERATIONS_PATH } from '@/lib/routes';
import { OperationPage } from './operation-page';

/**
 * One operation (/cabinet/operations/:operationUuid), every field it has; signed in as the
 * demo account on a clock that stands still (24 November 2026).
 */
const meta = {
  title: 'Operations/Operation',
  component: OperationPage,
  parameters: {
    layout: 'padded',
    route: {
      path: `${OPERATIONS_PATH}/:operationUuid`,
      url: operationPath(DEMO.percentTip),
    },
    msw: { handlers: storyHandlers({ signedInAs: DEMO.anna }) },
  },
} satisfies Meta<typeof OperationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const details = (root: HTMLElement) => within(root).findByRole('article');

/** A tip paid as a percent of the bill, rated, with emoji. */
export const PercentTip: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvasElement }) => {
    await expect(await details(canvasElement)).toHaveTextContent('10 % от счёта');
  },
};

/** A tip whose amount is hidden, with a message. */
export const HiddenAmount: Story = {
  parameters: {
    route: {
      path: `${OPERATIONS_PATH}/:operationUuid`,
      url: operationPath(DEMO.hiddenAmountTip),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await details(canvasElement)).toHaveTextContent('Сумма скрыта');
  },
};

/** From Cafe Pushkin's history: a member who left, through a QR code that is gone. */
export const TeamMemberRemoved: Story = {
  parameters: {
    route: {
      path: `${OPERATIONS_PATH}/:operationUuid`,
      url: operationPath(DEMO.formerMemberTip, DEMO.team),
    },
  },
  play: async ({ canvasElement }) => {
    const card = await details(canvasElement);
    await expect(card).toHaveTextContent('Участник удалён');
    await expect(card).toHaveTextContent('QR-код удалён');
  },
};

/** Not in the person's history (another's tip, a wrong link). */
export const NotFound: Story = {
  parameters: {
    route: {
      path: `${OPERATIONS_PATH}/:operationUuid`,
      url: operationPath(DEMO.formerMemberTip),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Операция не найдена' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna, pending: true }) } },
};

export const LoadError: Story = {
  beforeEach: failing({ 'operation/list': 'general.error' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }),
    ).toBeVisible();
  },
};
