import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Modal, type ModalProps } from './modal';

/** A page button that opens the dialog, as screens use it. */
function WithTrigger(props: ModalProps) {
  const [open, setOpen] = useState(props.open);
  const close = () => {
    setOpen(false);
    props.onClose();
  };
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Удалить карту
      </Button>
      <Modal
        {...props}
        open={open}
        onClose={close}
        actions={
          <>
            <Button variant="ghost" onClick={close}>
              Отмена
            </Button>
            <Button variant="danger" onClick={close}>
              Удалить
            </Button>
          </>
        }
      />
    </>
  );
}

const meta = {
  title: 'UI/Modal',
  component: Modal,
  render: (args) => <WithTrigger {...args} />,
  args: {
    open: false,
    onClose: fn(),
    title: 'Удалить карту •• 4242?',
    children: 'Карта исчезнет из списка. Чаевые на неё больше не будут поступать.',
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus moves into the dialog, Escape closes it, focus returns to the button that opened it. */
export const FocusAndEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Удалить карту' });
    await userEvent.click(opener);
    const dialog = canvas.getByRole('dialog', { name: 'Удалить карту •• 4242?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

/** Tab cycles through the dialog's controls only; the close button closes it too. */
export const CloseButton: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Удалить карту' });
    await userEvent.click(opener);
    const dialog = canvas.getByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(opener).toHaveFocus();
  },
};

export const OpenDesktop: Story = {
  args: { open: true },
  globals: { viewport: { value: 'desktop' } },
};

/** On phones the dialog is a bottom sheet with full-width buttons. */
export const OpenMobile: Story = {
  args: { open: true },
  globals: { viewport: { value: 'mobile' } },
};
