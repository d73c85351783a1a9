import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Popover } from './popover';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: {
    label: 'Что такое комиссия',
    trigger: (props) => (
      <Button variant="secondary" {...props}>
        Комиссия
      </Button>
    ),
    children: (
      <p style={{ margin: 0, maxWidth: 260 }}>
        Сервис берёт 5 % с платежа. Вы можете оплатить её сами, тогда получатель получит всю сумму.
      </p>
    ),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Opens 12px under the trigger; Escape closes it and puts focus back on the trigger. */
export const OpenAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Комиссия' });
    await userEvent.click(trigger);
    const panel = await body.findByRole('dialog', { name: 'Что такое комиссия' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(panel.getBoundingClientRect().top - trigger.getBoundingClientRect().bottom).toBe(12),
    );
    await expect(getComputedStyle(panel).zIndex).toBe('100000');
    await waitFor(() => expect(panel).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Open, as a designer sees it. */
export const Open: Story = { args: { defaultOpen: true } };

/** On a phone the panel keeps 12px from the screen edges. */
export const OpenMobileEdge: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile' } },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(panel.getBoundingClientRect().left).toBeGreaterThanOrEqual(12));
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(348);
  },
};
