import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { CabinetHome } from './cabinet-home';

const anna = {
  uuid: 'c0000000-0000-4000-8000-000000000001',
  firstName: 'Anna',
  lastName: 'Petrova',
  fullName: 'Anna Petrova',
  email: 'demo@example.com',
  profileType: 'PERSONAL',
  business: false,
  registrationFinished: true,
  clientStartExclusion: false,
  balance: { amount: 1234550, currency: 'KZT' },
};

const profile = (client: object) =>
  http.post('*/api/profile/info', () => HttpResponse.json({ client }));

/** The cabinet's first screen: name, photo, balance, and the way to each area. */
const meta = {
  title: 'Cabinet/Home',
  component: CabinetHome,
  parameters: { layout: 'padded', route: { url: '/cabinet' }, msw: { handlers: [profile(anna)] } },
} satisfies Meta<typeof CabinetHome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Anna Petrova' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link')).toHaveLength(8);
  },
};

/** No balance in the answer. */
export const WithoutBalance: Story = {
  parameters: { msw: { handlers: [profile({ ...anna, balance: undefined })] } },
};

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
