import { z } from 'zod';
import { dateErrorMessages } from '@/components/ui/date-input/messages';
import type { DateError } from '@/components/ui/date-input/parse-date';
import { statisticsMessages } from '../messages';
import type { DayRange } from './summary-range';

/**
 * A date field of the range form as the form holds it: the day its text is (yyyy-mm-dd), or,
 * once the field was left with text that is no date, why (the date field's own reasons). Both
 * null: nothing typed yet, or not the whole date while it is still being typed.
 */
export interface TypedDay {
  day: string | null;
  refused: DateError | null;
}

export interface RangeValues {
  from: TypedDay;
  to: TypedDay;
}

/** A day of the range form as it starts: the address's day, or nothing. */
export const typedDayOf = (day: string | undefined): TypedDay => ({
  day: day ?? null,
  refused: null,
});

/** The reader's calendar day of `time`, yyyy-mm-dd: the last day the form accepts. */
export function localDayOf(time: number): string {
  const date = new Date(time);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The range form's rules (message ids, under the field they are about): each day typed whole
 * and real, neither after `today()`, the first not after the last. What a submit is given is
 * the range.
 */
export function rangeSchema(today: () => string): z.ZodType<DayRange, RangeValues> {
  return z
    .custom<RangeValues>()
    .superRefine(({ from, to }, context) => {
      const lastDay = today();
      const check = (name: keyof RangeValues, { day, refused }: TypedDay, missing: string) => {
        const message = refused
          ? dateErrorMessages[refused].id
          : !day
            ? missing
            : day > lastDay
              ? statisticsMessages.rangeFuture.id
              : null;
        if (message) context.addIssue({ code: 'custom', path: [name], message });
        return message ? null : day;
      };
      const first = check('from', from, statisticsMessages.rangeFromMissing.id);
      const last = check('to', to, statisticsMessages.rangeToMissing.id);
      if (first && last && first > last)
        context.addIssue({
          code: 'custom',
          path: ['to'],
          message: statisticsMessages.rangeReversed.id,
        });
    })
    .transform(({ from, to }) => ({ from: from.day ?? '', to: to.day ?? '' }));
}
