import { useEffect, useRef } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import type { LimitsResponse } from '@/api/generated/model/limitsResponse';
import { CHOICES_MAX, middleChoice, type QrCodeFormValues } from './qr-code-form';
import { useFormatAmount } from './use-format-amount';

/**
 * The QR code form's amounts: its limits, its choices (one to CHOICES_MAX) and its default.
 * `start` is limits/get of the code's team (or the person): the range the limits must keep,
 * and the limits and choices a new code starts with. With `followStart` (a new code) another
 * team's `start` replaces them while the amounts are untouched. The figures the amounts'
 * messages name come with them: the range's (`rangeValues`) and the typed limits'
 * (`limitsValues`, the range's while one is empty).
 */
export function useQrCodeAmounts(
  form: UseFormReturn<QrCodeFormValues>,
  start: LimitsResponse,
  followStart: boolean,
) {
  const formatAmount = useFormatAmount();
  const choices = useFieldArray({ control: form.control, name: 'amounts' });
  const { dirtyFields } = form.formState;

  const startRef = useRef(start);
  useEffect(() => {
    if (startRef.current === start || !followStart) return;
    startRef.current = start;
    const amountsTouched =
      dirtyFields.minAmount ||
      dirtyFields.maxAmount ||
      dirtyFields.amounts ||
      dirtyFields.defaultAmount;
    if (amountsTouched) return;
    form.setValue('minAmount', start.limits.minAmount);
    form.setValue('maxAmount', start.limits.maxAmount);
    choices.replace(start.defaultAmounts.map((value) => ({ value })));
    form.setValue('defaultAmount', middleChoice(start.defaultAmounts) ?? null);
  }, [start, followStart, dirtyFields, form, choices]);

  const [minAmount, maxAmount] = useWatch({
    control: form.control,
    name: ['minAmount', 'maxAmount'],
  });
  const { range } = start;
  return {
    choices: choices.fields,
    /** Adds an empty choice; null once there are CHOICES_MAX. */
    addChoice: choices.fields.length < CHOICES_MAX ? () => choices.append({ value: null }) : null,
    /** Removes a choice; null while there is only one. */
    removeChoice: choices.fields.length > 1 ? (index: number) => choices.remove(index) : null,
    rangeValues: { min: formatAmount(range.minAmount), max: formatAmount(range.maxAmount) },
    limitsValues: {
      min: formatAmount(minAmount ?? range.minAmount),
      max: formatAmount(maxAmount ?? range.maxAmount),
    },
  };
}
