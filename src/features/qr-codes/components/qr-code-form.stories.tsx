import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { failing, storyHandlers, type StoryScenario } from '@mocks/scenarios/stories';
import { editQrCodePath, NEW_QR_CODE_PATH, QR_CODES_PATH } from '@/lib/routes';
import { withQrCodesFrame } from '../testing/decorators';
import { EditQrCode, NewQrCode } from './qr-code-form';

const handlers = (scenario: StoryScenario = {}) =>
  storyHandlers({ signedInAs: DEMO.anna, ...scenario });
const editing = {
  route: {
    path: `${QR_CODES_PATH}/:uuid/edit`,
    url: editQrCodePath(DEMO.annaQrCode),
  },
};

async function typeAmount(canvasElement: HTMLElement, label: string, value: string) {
  const field = await within(canvasElement).findByRole('textbox', {
    name: new RegExp(`^${label}`),
  });
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
  await userEvent.tab();
}

async function submit(canvasElement: HTMLElement, name = 'Создать') {
  await userEvent.click(await within(canvasElement).findByRole('button', { name }));
}

async function named(canvasElement: HTMLElement, title: string) {
  await userEvent.type(
    await within(canvasElement).findByRole('textbox', { name: /^Название кода/ }),
    title,
  );
}

/**
 * A new code, or a code's changes: title, purpose (hidden ones left out), team, limits within
 * limits/get's range, the amounts offered and the one chosen first, all checked before sending.
 */
const meta = {
  title: 'QR codes/Form',
  component: NewQrCode,
  decorators: [withQrCodesFrame],
  parameters: {
    layout: 'fullscreen',
    route: { path: NEW_QR_CODE_PATH, url: NEW_QR_CODE_PATH },
    msw: { handlers: handlers() },
  },
} satisfies Meta<typeof NewQrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new personal code starts from limits/get: 1..10, offering 1, 5 and 10, 5 first. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^Максимум/ })).toHaveValue('10');
    const purposes = canvas.getByRole('combobox', { name: 'Назначение' });
    // The hidden purpose is not offered.
    await expect(within(purposes).queryByRole('option', { name: /Cashback/ })).toBeNull();
  },
};

/** Started for Cafe Pushkin, which Anna owns: the team's limits. */
export const NewForTeam: Story = {
  parameters: {
    route: { path: NEW_QR_CODE_PATH, url: `${NEW_QR_CODE_PATH}?team=${DEMO.team}` },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('combobox', { name: /^Чей код/ }),
    ).toHaveValue(DEMO.team);
  },
};

export const Edit: Story = {
  tags: ['phone-screenshot'],
  render: () => <EditQrCode />,
  parameters: editing,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('textbox', { name: /^Название кода/ }),
    ).toHaveValue('Anna Petrova');
  },
};

export const TitleRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvasElement);
    await expect(await canvas.findByText('Введите название кода.')).toBeVisible();
  },
};

export const TitleTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('textbox', { name: /^Название кода/ }));
    await userEvent.paste('Терраса '.repeat(13));
    await submit(canvasElement);
    await expect(await canvas.findByText('Не больше 100 символов.')).toBeVisible();
  },
};

/** Limits outside the range limits/get allows (1 to 10 000). */
export const LimitsOutsideRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await named(canvasElement, 'Терраса 7');
    await typeAmount(canvasElement, 'Минимум', '0');
    await typeAmount(canvasElement, 'Максимум', '20000');
    await submit(canvasElement);
    await expect(await canvas.findByText(/^Минимум не может быть меньше 1/)).toBeVisible();
    await expect(canvas.getByText(/^Максимум не может быть больше 10\s000/)).toBeVisible();
  },
};

export const MaxBelowMin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await named(canvasElement, 'Терраса 7');
    await typeAmount(canvasElement, 'Минимум', '8');
    await typeAmount(canvasElement, 'Максимум', '5');
    await submit(canvasElement);
    await expect(await canvas.findByText('Максимум не может быть меньше минимума.')).toBeVisible();
  },
};

/** Amounts offered and the first one outside the limits, one offered twice, one left empty. */
export const AmountsOutsideLimits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await named(canvasElement, 'Терраса 7');
    await typeAmount(canvasElement, 'Максимум', '8');
    await typeAmount(canvasElement, 'Сумма 2', '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить сумму' }));
    await typeAmount(canvasElement, 'Сумма по умолчанию', '9');
    await submit(canvasElement);
    await expect(await canvas.findAllByText(/^Сумма должна быть от 1/)).toHaveLength(2);
    await expect(canvas.getByText('Такая сумма уже есть.')).toBeVisible();
    await expect(canvas.getByText('Введите сумму.')).toBeVisible();
  },
};

/** The server names a field (a rule it holds that the form did not know): under that field. */
export const ServerFieldError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/qrcode/add', () =>
          HttpResponse.json(
            { code: 'field.invalid.format.error', field: 'limits.maxAmount' },
            { status: 400 },
          ),
        ),
        ...handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await named(canvasElement, 'Терраса 7');
    await submit(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^Максимум/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
  },
};

export const AddFailed: Story = {
  beforeEach: failing({ 'qrcode/add': 'general.error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await named(canvasElement, 'Терраса 7');
    await submit(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Название кода/ })).toHaveValue('Терраса 7');
  },
};

export const AddServerDown: Story = {
  beforeEach: failing({ 'qrcode/add': 503 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await named(canvasElement, 'Терраса 7');
    await submit(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const AddOffline: Story = {
  beforeEach: failing({ 'qrcode/add': 'network' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await named(canvasElement, 'Терраса 7');
    await submit(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** The team stopped being Anna's to run while she typed. */
export const TeamNotFound: Story = {
  beforeEach: failing({ 'qrcode/add': 'team.notFound.error' }),
  parameters: {
    route: { path: NEW_QR_CODE_PATH, url: `${NEW_QR_CODE_PATH}?team=${DEMO.team}` },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await named(canvasElement, 'Терраса 7');
    await submit(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** The code changed elsewhere in the meantime. */
export const UpdateStale: Story = {
  beforeEach: failing({ 'qrcode/update': 'modification.irrelevant.data.error' }),
  render: () => <EditQrCode />,
  parameters: editing,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvasElement, 'Сохранить');
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const UpdateNotFound: Story = {
  beforeEach: failing({ 'qrcode/update': 'general.error' }),
  render: () => <EditQrCode />,
  parameters: editing,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvasElement, 'Сохранить');
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: handlers({ pending: true }) } },
};

export const LimitsLoadError: Story = {
  beforeEach: failing({ 'limits/get': 503 }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }),
    ).toBeVisible();
  },
};
