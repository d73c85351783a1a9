import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { LimitsResponse } from '@/api/generated/model/limitsResponse';
import type { QrCode } from '@/api/generated/model/qrCode';
import { useFocusFirstError } from '@/components/ui/form-alert/use-focus-first-error';
import { useFieldErrors } from '@/lib/errors/use-field-errors';
import { useSessionDraft } from '@/lib/session-draft';
import { useSaveQrCode } from '../api/qr-codes';
import {
  fieldsOf,
  middleChoice,
  qrCodeFormSchema,
  SERVER_FIELDS,
  type QrCodeFormValues,
} from '../lib/qr-code-form';

/**
 * The QR code form's state: its rules (the limits `start` allows), a new code's limits that
 * follow its team while its amounts are untouched, the draft kept across a session expiry,
 * the errors (the server's under their fields, focus on the first) and the one save a double
 * click sends.
 */
export function useQrCodeForm(
  formRef: RefObject<HTMLFormElement | null>,
  { start, initial, code }: { start: LimitsResponse; initial: QrCodeFormValues; code?: QrCode },
) {
  const navigate = useNavigate();
  const save = useSaveQrCode(code?.uuid);
  const schema = useMemo(() => qrCodeFormSchema(start.range), [start.range]);
  const form = useForm<QrCodeFormValues>({
    defaultValues: initial,
    resolver: zodResolver(schema),
    shouldFocusError: false,
  });
  const choices = useFieldArray({ control: form.control, name: 'amounts' });
  useLimitsOfTeam(form, choices.replace, start, code);

  const typed = useWatch({ control: form.control });
  useSessionDraft(code ? `qr-code-edit-${code.uuid}` : 'qr-code-new', typed, (saved) =>
    form.reset({ ...form.getValues(), ...saved }),
  );

  const { errors, submitCount } = form.formState;
  const shownError = save.isPending ? null : save.error;
  const fieldErrors = useFieldErrors(shownError, undefined, Object.keys(SERVER_FIELDS));
  useFocusFirstError(
    formRef,
    submitCount > 0 && Object.keys(errors).length > 0 ? submitCount : null,
  );
  useFocusFirstError(formRef, shownError);

  // Set at once, unlike the mutation's state: a double click checks the form twice, in
  // parallel, and only the first may send (one code, not two).
  const sending = useRef(false);
  const send = (values: QrCodeFormValues) => {
    if (sending.current) return;
    sending.current = true;
    save.mutate(
      { fields: fieldsOf(values), teamUuid: values.teamUuid || undefined },
      {
        onSuccess: (saved) => void navigate(`/cabinet/qr-codes/${saved.uuid}`),
        onSettled: () => void (sending.current = false),
      },
    );
  };

  return {
    form,
    choices,
    /** Checks the form and sends it: for `form.handleSubmit`. */
    send,
    saving: save.isPending,
    shownError,
    ...fieldErrors,
  };
}

/** Another team, other limits: a new code takes them while its amounts are untouched. */
function useLimitsOfTeam(
  form: ReturnType<typeof useForm<QrCodeFormValues>>,
  replaceChoices: (choices: Array<{ value: number | null }>) => void,
  start: LimitsResponse,
  code: QrCode | undefined,
) {
  const { dirtyFields } = form.formState;
  const startRef = useRef(start);
  useEffect(() => {
    if (startRef.current === start || code) return;
    startRef.current = start;
    const amountsTouched =
      dirtyFields.minAmount ||
      dirtyFields.maxAmount ||
      dirtyFields.amounts ||
      dirtyFields.defaultAmount;
    if (amountsTouched) return;
    form.setValue('minAmount', start.limits.minAmount);
    form.setValue('maxAmount', start.limits.maxAmount);
    replaceChoices(start.defaultAmounts.map((value) => ({ value })));
    form.setValue('defaultAmount', middleChoice(start.defaultAmounts) ?? null);
  }, [start, code, dirtyFields, form, replaceChoices]);
}
