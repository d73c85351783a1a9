import { z } from 'zod';
import type { Limits } from '@/api/generated/model/limits';
import type { QrCode } from '@/api/generated/model/qrCode';
import { withoutBidiControls } from '@/lib/bidi';
import type { QrCodeFields } from '../api/qr-codes';
import { qrCodesMessages } from '../messages';
import { unprintableCharacters } from '@/lib/pdf/font-coverage';

/*
 * The QR code form's rules (issue 17), checked before anything is sent, each with its own
 * message under its own field: a title the print's font can draw (it is printed, issue 24),
 * min ≤ max within the range limits/get allows, every choice and the default within the limits,
 * no choice twice.
 */

// The contract's maxLength of a title and maxItems of the choices (qr-code-form.test.ts holds
// them to the generated schema; importing that module would ship every qrcode schema with it).
export const TITLE_MAX = 100;
export const CHOICES_MAX = 5;

export interface QrCodeFormValues {
  title: string;
  purposeCode: string;
  /** The team a new code is for; '' for a personal code. */
  teamUuid: string;
  minAmount: number | null;
  maxAmount: number | null;
  /** Objects, as react-hook-form's field arrays want them. */
  amounts: Array<{ value: number | null }>;
  defaultAmount: number | null;
}

/** The form's first values: the code's own, or the limits and choices limits/get starts with. */
export function initialValues(
  start: { limits: Limits; amounts: readonly number[]; defaultAmount: number | undefined },
  fields: Partial<Pick<QrCodeFormValues, 'title' | 'purposeCode' | 'teamUuid'>> = {},
): QrCodeFormValues {
  return {
    title: fields.title ?? '',
    purposeCode: fields.purposeCode ?? 'tips',
    teamUuid: fields.teamUuid ?? '',
    minAmount: start.limits.minAmount,
    maxAmount: start.limits.maxAmount,
    amounts: start.amounts.map((value) => ({ value })),
    defaultAmount: start.defaultAmount ?? null,
  };
}

/** The middle one of some choices: what a new code offers first. */
export function middleChoice(amounts: readonly number[]): number | undefined {
  const sorted = [...amounts].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export function valuesOfCode(code: QrCode): QrCodeFormValues {
  return initialValues(
    { limits: code.limits, amounts: code.amounts, defaultAmount: code.defaultAmounts[0] },
    {
      title: code.title,
      purposeCode: code.purpose?.code ?? 'tips',
      teamUuid: code.team?.uuid ?? '',
    },
  );
}

/** The rules against the range every code's limits must keep (limits/get's `range`). */
export function qrCodeFormSchema(range: Limits) {
  return z
    .object({
      // Bidirectional controls go on the way in (src/lib/bidi.ts): a title needs none.
      title: z.string().overwrite(withoutBidiControls),
      purposeCode: z.string(),
      teamUuid: z.string(),
      minAmount: z.number().nullable(),
      maxAmount: z.number().nullable(),
      amounts: z.array(z.object({ value: z.number().nullable() })),
      defaultAmount: z.number().nullable(),
    })
    .superRefine((values, context) => {
      const problem = (path: Array<string | number>, message: { id: string }) =>
        context.addIssue({ code: 'custom', path, message: message.id });
      // Every rule in one pass (zod skips refinements once a field's own check failed).
      const title = values.title.trim();
      if (title === '') problem(['title'], qrCodesMessages.titleRequired);
      else if (title.length > TITLE_MAX) problem(['title'], qrCodesMessages.titleTooLong);
      else if (unprintableCharacters(title).length > 0)
        problem(['title'], qrCodesMessages.titleUnprintable);
      const { minAmount: min, maxAmount: max } = values;
      if (min === null) problem(['minAmount'], qrCodesMessages.amountRequired);
      else if (min < range.minAmount) problem(['minAmount'], qrCodesMessages.minBelowRange);
      else if (min > range.maxAmount) problem(['minAmount'], qrCodesMessages.maxAboveRange);
      if (max === null) problem(['maxAmount'], qrCodesMessages.amountRequired);
      else if (max > range.maxAmount) problem(['maxAmount'], qrCodesMessages.maxAboveRange);
      else if (min !== null && max < min) problem(['maxAmount'], qrCodesMessages.maxBelowMin);
      // Choices are judged against the limits only once the limits themselves hold.
      const limitsHold =
        min !== null &&
        max !== null &&
        min >= range.minAmount &&
        max <= range.maxAmount &&
        min <= max;
      const outside = (amount: number) => limitsHold && (amount < min || amount > max);
      values.amounts.forEach(({ value }, index) => {
        const path = ['amounts', index, 'value'];
        if (value === null) problem(path, qrCodesMessages.amountRequired);
        else if (outside(value)) problem(path, qrCodesMessages.outsideLimits);
        else if (values.amounts.slice(0, index).some((earlier) => earlier.value === value))
          problem(path, qrCodesMessages.choiceRepeated);
      });
      if (values.defaultAmount === null) problem(['defaultAmount'], qrCodesMessages.amountRequired);
      else if (outside(values.defaultAmount))
        problem(['defaultAmount'], qrCodesMessages.outsideLimits);
    });
}

/** What the checked form sends (qrcode/add or update). */
export function fieldsOf(values: QrCodeFormValues): QrCodeFields {
  return {
    title: values.title.trim(),
    purposeCode: values.purposeCode,
    limits: { minAmount: values.minAmount ?? 0, maxAmount: values.maxAmount ?? 0 },
    amounts: values.amounts.map(({ value }) => value ?? 0),
    defaultAmounts: values.defaultAmount === null ? [] : [values.defaultAmount],
  };
}

/**
 * The form field a server error names (qrcode/add and update name the contract's fields).
 */
export const SERVER_FIELDS = {
  title: 'title',
  purposeCode: 'purposeCode',
  'limits.minAmount': 'minAmount',
  'limits.maxAmount': 'maxAmount',
  amounts: 'amounts',
  defaultAmounts: 'defaultAmount',
} as const;
