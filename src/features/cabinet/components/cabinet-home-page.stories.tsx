import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { failing, storyHandlers } from '@mocks/scenarios/stories';
import { HomeIcon } from '@/components/ui/icons/home-icon';
import { ListIcon } from '@/components/ui/icons/list-icon';
import { UsersIcon } from '@/components/ui/icons/users-icon';
import { CABINET_PATH, OPERATIONS_PATH, TEAMS_PATH } from '@/lib/routes';
import { CabinetAreasContext, type CabinetNavItem } from '../lib/cabinet-nav';
import { CabinetHomePage } from './cabinet-home-page';

/** What the shell gives the home screen: the areas of the app's table (three of them here). */
const areas: CabinetNavItem[] = [
  { key: 'home', to: CABINET_PATH, label: 'Главная', icon: HomeIcon, primary: true },
  { key: 'operations', to: OPERATIONS_PATH, label: 'История', icon: ListIcon, primary: true },
  { key: 'teams', to: TEAMS_PATH, label: 'Команды', icon: UsersIcon, primary: false },
];

/** The cabinet's first screen: name, photo, balance, and the way to each area. */
const meta = {
  title: 'Cabinet/Home',
  component: CabinetHomePage,
  decorators: [
    (Story) => (
      <CabinetAreasContext value={areas}>
        <Story />
      </CabinetAreasContext>
    ),
  ],
  parameters: {
    layout: 'padded',
    route: { url: CABINET_PATH },
    msw: { handlers: storyHandlers({ signedInAs: DEMO.anna }) },
  },
} satisfies Meta<typeof CabinetHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Anna Petrova' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Разделы' });
    // Every area but the home screen itself.
    await expect(within(nav).getAllByRole('link')).toHaveLength(2);
  },
};

/** A person whose balance is not known yet (no balance in user info). */
export const WithoutBalance: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.maria }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Нет данных')).toBeVisible();
  },
};

/** User info on its way: the title stays, the card is a placeholder. */
export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna, pending: true }) } },
};

export const LoadError: Story = {
  beforeEach: failing({ 'profile/info': 503 }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }),
    ).toBeVisible();
  },
};
