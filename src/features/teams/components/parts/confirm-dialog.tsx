import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form-alert/form-alert';
import { Modal } from '@/components/ui/modal/modal';
import { teamsMessages } from '../../messages';

interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** What will happen, in words that name what it happens to. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** The write is on its way: the confirm button spins and cannot be pressed twice. */
  busy?: boolean;
  /** A failure shown in the dialog (the catalogue's message, or the screen's own words). */
  error?: unknown;
  errorText?: ReactNode;
  /** Destructive (delete, remove) or not (hand over, join). */
  danger?: boolean;
}

/** A question before a write that cannot be undone: the dialog names what it is about. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  onConfirm,
  busy = false,
  error,
  errorText,
  danger = true,
}: ConfirmDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {intl.formatMessage(teamsMessages.cancel)}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error && !busy ? <FormAlert error={error}>{errorText}</FormAlert> : null}
    </Modal>
  );
}
