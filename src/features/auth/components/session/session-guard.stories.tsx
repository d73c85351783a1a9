import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { SessionGuard } from './session-guard';

const person = {
  client: {
    uuid: 'c0000000-0000-4000-8000-000000000001',
    firstName: 'Anna',
    lastName: 'Petrova',
    fullName: 'Anna Petrova',
    email: 'demo@example.com',
    profileType: 'PERSONAL',
    business: false,
    registrationFinished: true,
    clientStartExclusion: false,
  },
};

/** The door of signed-in pages: the account bar over the page once user info answers. */
const meta = {
  title: 'Auth/Session guard',
  component: SessionGuard,
  args: { children: <p>Страница кабинета</p> },
  parameters: {
    layout: 'padded',
    route: { url: '/cabinet' },
    msw: { handlers: [http.post('*/api/profile/info', () => HttpResponse.json(person))] },
  },
} satisfies Meta<typeof SessionGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};

/** profile/info has not answered yet. */
export const Checking: Story = {
  parameters: {
    screenshot: false,
    msw: {
      handlers: [
        http.post('*/api/profile/info', async () => {
          await delay('infinite');
          return HttpResponse.json(person);
        }),
      ],
    },
  },
};

/** A failure that is not about the session: shown with a retry, never taken for signed out. */
export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/profile/info', () =>
          HttpResponse.json({ code: 'general.error' }, { status: 500 }),
        ),
      ],
    },
  },
};
