import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { useRoutes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { failing, storyHandlers } from '@mocks/scenarios/stories';
import { AuthArea } from '@/features/auth/auth-area';
import { PRIVATE_ROOTS } from '../private-roots';
import { PrivateLayout, PrivateRoutes } from './private-area';

/** The private part as the app mounts it: the frame around the table's areas, and sign-in. */
function PrivatePart() {
  return useRoutes([
    {
      element: <PrivateLayout />,
      children: PRIVATE_ROOTS.map((root) => ({
        path: `${root}/*`,
        element: <PrivateRoutes root={root} />,
      })),
    },
    { path: 'auth/*', element: <AuthArea /> },
  ]);
}

/** The bell's answer, fixed for the picture. */
const bell = (hasNewNotifications: boolean): RequestHandler =>
  http.post('*/api/notification/pull', () => HttpResponse.json({ hasNewNotifications }));

const handlers = (hasNew: boolean) => [bell(hasNew), ...storyHandlers({ signedInAs: DEMO.anna })];

/**
 * The cabinet's frame: side navigation from 992 px, compact header and bottom bar below,
 * who is signed in, the balance, the bell, the language and sign out. Signed in as the seeded
 * demo account.
 */
const meta = {
  title: 'App/Cabinet frame',
  component: PrivatePart,
  parameters: {
    layout: 'fullscreen',
    route: { url: '/cabinet' },
    msw: { handlers: handlers(true) },
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof PrivatePart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop, new notifications waiting: the bell has its badge. */
export const DesktopWithNewNotifications: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Личный кабинет' }),
    ).toBeVisible();
    const nav = canvas.getAllByRole('navigation', { name: 'Разделы кабинета' })[0]!;
    await expect(within(nav).getByRole('link', { name: 'Главная' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Уведомления, есть новые' })).toBeVisible();
  },
};

export const DesktopNothingNew: Story = {
  parameters: { msw: { handlers: handlers(false) } },
  play: async ({ canvasElement }) => {
    const header = await within(canvasElement).findByRole('banner');
    await expect(within(header).getByRole('link', { name: 'Уведомления' })).toBeVisible();
  },
};

/** An area open: it is marked in the navigation and names the tab. */
export const AreaOpen: Story = {
  parameters: { route: { url: '/cabinet/teams' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Команды' })).toBeVisible();
    const nav = canvas.getAllByRole('navigation', { name: 'Разделы кабинета' })[0]!;
    await expect(within(nav).getByRole('link', { name: 'Команды' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The title shows while the area's code loads too: the picture is of the loaded area.
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
  },
};

/**
 * The skip link appears on the first Tab and leads past the navigation. It is followed once
 * the home shows its data, as a reader who tabs in would see it: followed over the home's
 * placeholders, the main's scroll was taken on a shorter page and the picture depended on
 * which came first.
 */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Личный кабинет' });
    await expect(await canvas.findByRole('region', { name: 'Поступления' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Последние чаевые' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Anna Petrova' })).toBeVisible();
    // Nothing of the page is still on its way (no placeholder left).
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Перейти к содержимому' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** A phone: compact header, the bottom bar within a thumb's reach. */
export const MobileWithNewNotifications: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Личный кабинет' });
    await expect(canvas.getByRole('button', { name: 'Ещё' })).toBeVisible();
  },
};

export const MobileNothingNew: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { msw: { handlers: handlers(false) } },
};

/** "More" opens every area, the language and sign out in a dialog. */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Личный кабинет' });
    await userEvent.click(canvas.getByRole('button', { name: 'Ещё' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Меню' });
    await expect(within(dialog).getByRole('link', { name: 'Заказы' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Выйти' })).toBeVisible();
  },
};

/** A business account whose registration is unfinished is sent to finish it first. */
export const BusinessRegistrationUnfinished: Story = {
  parameters: {
    msw: { handlers: [bell(false), ...storyHandlers({ signedInAs: DEMO.unfinishedBusiness })] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Данные бизнеса' }),
    ).toBeVisible();
  },
};

/** The session cannot be read (not a sign-out): the frame says so and offers a retry. */
export const SessionLoadError: Story = {
  beforeEach: failing({ 'profile/info': 503 }),
  parameters: { msw: { handlers: handlers(false) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }),
    ).toBeVisible();
  },
};
