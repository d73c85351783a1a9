import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button/button';
import { DateInput } from '@/components/ui/date-input/date-input';
import { useZodForm } from '@/components/ui/form-alert/use-zod-form';
import { localDayOf, rangeSchema, typedDayOf, type RangeValues } from '../lib/range-form';
import type { DayRange } from '../lib/summary-range';
import { statisticsMessages } from '../messages';
import styles from './statistics.module.css';

/** Read at each submit: a form left open past midnight takes the new day. */
const schema = rangeSchema(() => localDayOf(Date.now()));

/** yyyy-mm-dd as the date field shows it: dd.mm.yyyy. */
const typedText = (day: string | undefined) => day?.split('-').reverse().join('.');

const FIELDS = [
  { name: 'from', label: statisticsMessages.rangeFrom },
  { name: 'to', label: statisticsMessages.rangeTo },
] as const;

/**
 * Other days for the summary: from, to and "Show" (loaded only when the person opens it: its
 * date fields bring the mask). A day that is missing, not whole, not real or still to come,
 * or a last day before the first, is said under its field, and what was typed stays.
 */
export function RangeForm({
  id,
  chosen,
  onChoose,
}: {
  id: string;
  /** The days the address holds, if any: the fields start from them. */
  chosen: DayRange | null;
  onChoose: (range: DayRange) => void;
}) {
  const intl = useIntl();
  const { form, formRef, errorOf } = useZodForm<RangeValues, DayRange>({
    schema,
    defaultValues: { from: typedDayOf(chosen?.from), to: typedDayOf(chosen?.to) },
  });
  return (
    <form
      ref={formRef}
      id={id}
      className={styles.rangeForm}
      onSubmit={(event) => void form.handleSubmit(onChoose)(event)}
      noValidate
      aria-label={intl.formatMessage(statisticsMessages.rangeLabel)}
    >
      {FIELDS.map(({ name, label }) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field, fieldState }) => (
            <DateInput
              label={intl.formatMessage(label)}
              defaultValue={typedText(chosen?.[name])}
              name={name}
              onChange={(day) => field.onChange({ day, refused: null })}
              onValidate={(result) => {
                if (!result.ok) field.onChange({ day: null, refused: result.error });
              }}
              error={errorOf(name, fieldState.error)}
            />
          )}
        />
      ))}
      <div className={styles.rangeButtons}>
        <Button type="submit" variant="secondary">
          {intl.formatMessage(statisticsMessages.rangeShow)}
        </Button>
      </div>
    </form>
  );
}
