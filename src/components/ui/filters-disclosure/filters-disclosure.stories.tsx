import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { TextInput } from '../text-input/text-input';
import { FiltersDisclosure } from './filters-disclosure';

const meta = {
  title: 'UI/Filters disclosure',
  component: FiltersDisclosure,
  parameters: { layout: 'padded' },
  args: {
    activeCount: 2,
    applied: 'from=2026-11-01&qr=terrace',
    children: (
      <form aria-label="Фильтры истории" onSubmit={(event) => event.preventDefault()}>
        <TextInput label="С даты" defaultValue="01.11.2026" />
        <TextInput label="QR-код" defaultValue="Терраса" />
        <Button type="submit">Показать</Button>
      </form>
    ),
  },
} satisfies Meta<typeof FiltersDisclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On a phone the filters wait behind the button, which counts the ones on; it opens them and
 * says so (aria-expanded).
 */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Фильтры, 2 включено' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('form', { name: 'Фильтры истории' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('form', { name: 'Фильтры истории' })).toBeVisible();
  },
};

/** None on: the button is the word alone. */
export const PhoneNoneOn: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { activeCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Фильтры' })).toBeVisible();
  },
};

/** On a desktop there is room: the filters are open and there is no button. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Фильтры истории' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Фильтры/ })).toBeNull();
  },
};
