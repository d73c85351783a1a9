import { useIntl } from 'react-intl';
import type { QrCode } from '@/api/generated/model/qrCode';
import { Button } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';
import { useDeleteQrCodeMutation } from '../api/qr-codes';
import { qrCodesMessages, qrCodesValueMessages } from '../messages';

interface DeleteQrCodeDialogProps {
  /** The code to delete; null keeps the dialog closed. */
  code: QrCode | null;
  onClose: () => void;
  /** Called once the deletion is on its way (the code has left the list). */
  onDeleted?: () => void;
}

/**
 * Asks before a code goes, naming it. Confirming takes it out of the list at once; a failure
 * brings it back with a toast (useDeleteQrCodeMutation).
 */
export function DeleteQrCodeDialog({ code, onClose, onDeleted }: DeleteQrCodeDialogProps) {
  const intl = useIntl();
  const remove = useDeleteQrCodeMutation();
  return (
    <Modal
      open={code !== null}
      onClose={onClose}
      title={
        code ? intl.formatMessage(qrCodesValueMessages.deleteTitle, { title: code.title }) : ''
      }
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage(qrCodesMessages.cancel)}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              if (!code) return;
              remove.mutate(code);
              onClose();
              onDeleted?.();
            }}
          >
            {intl.formatMessage(qrCodesMessages.delete)}
          </Button>
        </>
      }
    >
      <p>{intl.formatMessage(qrCodesMessages.deleteBody)}</p>
    </Modal>
  );
}
