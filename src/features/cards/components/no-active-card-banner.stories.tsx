import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { storyHandlers } from '@mocks/scenarios/stories';
import { CABINET_PATH, CARDS_PATH } from '@/lib/routes';
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
    route: { url: CABINET_PATH },
    msw: { handlers: storyHandlers({ signedInAs: DEMO.maria }) },
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
    ).toHaveAttribute('href', CARDS_PATH);
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
  parameters: { route: { url: CARDS_PATH } },
  play: async ({ canvasElement }) => {
    await expect(within(await banner(canvasElement)).queryByRole('link')).toBeNull();
  },
};
