import { useNavigate } from 'react-router';
import type { QrCode } from '@/api/generated/model/qrCode';
import { useFieldErrors } from '@/lib/errors/use-field-errors';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { qrCodePath } from '@/lib/routes';
import { useSaveQrCodeMutation } from '../api/qr-codes';
import { fieldsOf, SERVER_FIELDS, type QrCodeFormValues } from './qr-code-form';

/**
 * What the QR code form does with values its rules let through: saves a new code (with its
 * team) or the changed `code`, then opens the code's page. A double click checks the form twice,
 * in parallel, and only the first may send (one code, not two). A failure stays on the form:
 * `error` is the last one (none while another try is on its way), under the field it names
 * (`serverField`, `errorOf`) or else in the form's alert.
 */
export function useSaveQrCode(code: QrCode | undefined) {
  const navigate = useNavigate();
  const save = useSaveQrCodeMutation(code?.uuid);
  const error = save.isPending ? null : save.error;
  const { serverField, errorOf } = useFieldErrors(error, undefined, Object.keys(SERVER_FIELDS));
  const saveOnce = useOneAtATime((values: QrCodeFormValues) =>
    save.mutateAsync({ fields: fieldsOf(values), teamUuid: values.teamUuid || undefined }),
  );
  const submit = (values: QrCodeFormValues) =>
    void saveOnce(values).then(
      (saved) => saved && navigate(qrCodePath(saved.data.uuid)),
      () => undefined,
    );
  return { submit, pending: save.isPending, error, serverField, errorOf };
}
