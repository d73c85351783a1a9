import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BusinessDataPage } from './business-data-page';

/** A business owner whose registration is not finished (registrationFinished false). */
const owner = {
  client: {
    uuid: 'c0000000-0000-4000-8000-000000000009',
    firstName: 'Daniyar',
    lastName: 'Kassymov',
    fullName: 'Daniyar Kassymov',
    email: 'owner@example.com',
    profileType: 'BUSINESS',
    business: true,
    registrationFinished: false,
    clientStartExclusion: false,
  },
};

const profile = http.post('*/api/profile/info', () => HttpResponse.json(owner));
const saveAnswers = (status: number, body: object) =>
  http.post('*/api/registration/business/data', () => HttpResponse.json(body, { status }));

const meta = {
  title: 'Auth/Registration/Business data',
  component: BusinessDataPage,
  parameters: {
    layout: 'padded',
    route: { url: '/auth/register/business' },
    msw: {
      handlers: [
        profile,
        saveAnswers(200, { client: { ...owner.client, registrationFinished: true } }),
      ],
    },
  },
} satisfies Meta<typeof BusinessDataPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, inn = '123456789012') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^ИНН/), inn);
  await userEvent.type(canvas.getByLabelText(/^Название организации/), 'Central LLP');
  await userEvent.click(canvas.getByRole('button', { name: 'Сохранить и продолжить' }));
  return canvas;
}

export const Form: Story = {};

/** A taxpayer number that is not 10 to 12 digits. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, '123');
    await waitFor(() => expect(canvas.getByLabelText(/^ИНН/)).toHaveFocus());
  },
};

/** field.invalid.format.error naming the field: under that field. */
export const ServerFieldError: Story = {
  parameters: {
    msw: {
      handlers: [profile, saveAnswers(400, { code: 'field.invalid.format.error', field: 'inn' })],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(await canvas.findByText('Поле заполнено в неверном формате.')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [profile, saveAnswers(500, { code: 'general.error' })] } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
