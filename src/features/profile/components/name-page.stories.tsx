import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db/collections';
import { DEMO } from '@mocks/db/demo-ids';
import { forceError } from '@mocks/scenarios/scenarios';
import { storyHandlers } from '@mocks/scenarios/stories';
import { PROFILE_PATHS } from '@/lib/routes';
import { catalogueText, errorShown, profileStoryMeta } from '../testing/profile-stories';
import { NamePage } from './name-page';

/** Changing the first and last name with profile/update (the whole info with the changes). */
const meta = {
  title: 'Profile/Change name',
  component: NamePage,
  ...profileStoryMeta(PROFILE_PATHS.name),
} satisfies Meta<typeof NamePage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function rename(root: HTMLElement, first: string) {
  const canvas = within(root);
  const field = await canvas.findByLabelText(/^Имя/);
  await userEvent.clear(field);
  if (first) await userEvent.type(field, first);
  await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
}

/** The names as they are, ready to edit. */
export const Filled: Story = { tags: ['phone-screenshot'] };

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await rename(canvasElement, 'Anya');
    await waitFor(() =>
      expect(db.users.findFirst((q) => q.where({ uuid: DEMO.anna }))?.fullName).toBe(
        'Anya Petrova',
      ),
    );
  },
};

export const Required: Story = {
  play: async ({ canvasElement }) => {
    await rename(canvasElement, '');
    await expect(await within(canvasElement).findByText('Введите имя.')).toBeVisible();
  },
};

export const TooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText(/^Имя/);
    await userEvent.clear(field);
    // Pasted rather than typed: 201 characters one by one would be slow.
    await userEvent.click(field);
    await userEvent.paste('A'.repeat(201));
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(await canvas.findByText('Не больше 200 символов.')).toBeVisible();
  },
};

/** profile/update's errors, with what was typed kept. */
function saveError(
  code:
    'field.invalid.format.error' | 'gender.invalid.error' | 'modification.irrelevant.data.error',
): Story {
  return {
    play: async ({ canvasElement }) => {
      forceError('profile/update', code, { once: true });
      await rename(canvasElement, 'Anya');
      await errorShown(canvasElement, catalogueText(code));
      await expect(within(canvasElement).getByLabelText(/^Имя/)).toHaveValue('Anya');
    },
  };
}
export const FieldFormat: Story = saveError('field.invalid.format.error');
export const GenderInvalid: Story = saveError('gender.invalid.error');
export const OutOfDate: Story = saveError('modification.irrelevant.data.error');

export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna, pending: true }) } },
};
