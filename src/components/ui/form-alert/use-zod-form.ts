import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import type { ErrorFlow, LoginKind } from '@/lib/errors/error-catalogue';
import { useFieldErrors } from '@/lib/errors/use-field-errors';
import { useFocusFirstError } from './use-focus-first-error';

export interface ZodFormOptions<
  Values extends FieldValues,
  Checked extends FieldValues,
> extends Omit<UseFormProps<Values, unknown, Checked>, 'resolver' | 'shouldFocusError'> {
  /**
   * The form's rules, from the values as typed to what a submit is given; their messages are
   * message ids, formatted by `errorOf`.
   */
  schema: z.ZodType<Checked, Values>;
  /** The last write's failure: under the field it names (one of `fields`), else the form's alert. */
  serverError?: unknown;
  /** While the write is on its way its last failure is not shown. */
  pending?: boolean;
  /** The fields a server error may name (the catalogue's names). */
  fields?: readonly string[];
  /** The catalogue flow and kind of login server errors are worded for. */
  flow?: ErrorFlow | undefined;
  login?: LoginKind | undefined;
}

/**
 * A form on react-hook-form with a zod schema, as every form of the app is built: validation
 * on submit, the server's failure under the field it names (else in the form's alert, which
 * the form draws when `shownError && !serverField`), and focus on the first error in reading
 * order (an invalid field or the alert) after a submit that failed, in the browser or on the
 * server. The form element takes `formRef`.
 */
export function useZodForm<Values extends FieldValues, Checked extends FieldValues = Values>({
  schema,
  serverError = null,
  pending = false,
  fields = [],
  flow,
  login,
  ...options
}: ZodFormOptions<Values, Checked>) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values, unknown, Checked>({
    ...options,
    resolver: zodResolver(schema),
    // useFocusFirstError does it, in reading order, the alert included.
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;
  const shownError = pending ? null : serverError;
  const { serverField, errorOf } = useFieldErrors(shownError, flow, fields, login);
  useFocusFirstError(
    formRef,
    submitCount > 0 && Object.keys(errors).length > 0 ? submitCount : null,
  );
  useFocusFirstError(formRef, shownError);
  return { form, formRef, errors, shownError, serverField, errorOf };
}
