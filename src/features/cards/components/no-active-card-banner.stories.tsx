import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { resetStore } from '@mocks/db/store';
import { storyHandlers } from '@mocks/scenarios/stories';
import { annaAlsoHas, MASTERCARD } from '../testing/card-stories';
import { NoActiveCardBanner } from './no-active-card-banner';

/**
 * Above every private screen (the cards area's Banner in app/private/areas.tsx) while the
 * account has no active card; nothing while one is active.
 */
const meta = {
  title: 'Cards/No active card banner',
  component: NoActiveCardBanner,
  parameters: {
    layout: 'padded',
    route: { url: '/cabinet' },
    msw: { handlers: storyHandlers({ signedInAs: DEMO.maria }) },
  },
  beforeEach: async () => {
    await resetStore();
  },
} satisfies Meta<typeof NoActiveCardBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const banner = (root: HTMLElement) =>
  within(root).findByRole('region', { name: 'Нет карты для выплат' });

/** No card at all. */
export const NoCard: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(await banner(canvasElement)).getByRole('link', { name: 'Добавить или выбрать карту' }),
    ).toHaveAttribute('href', '/cabinet/cards');
  },
};

/** Cards, none of them active. */
export const NoneActive: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna }) } },
  beforeEach: () => annaAlsoHas([MASTERCARD], false),
  play: async ({ canvasElement }) => {
    await expect(await banner(canvasElement)).toBeVisible();
  },
};

/** On the cards screen itself the way there is left out. */
export const OnTheCardsScreen: Story = {
  parameters: { route: { url: '/cabinet/cards' } },
  play: async ({ canvasElement }) => {
    await expect(within(await banner(canvasElement)).queryByRole('link')).toBeNull();
  },
};
