import type { ReactNode } from 'react';
import { DateInput } from '@/components/ui/date-input/date-input';
import styles from './orders.module.css';

/** A period being typed: each end an ISO day once complete and valid, else null. */
export interface PeriodDraft {
  from: string | null;
  to: string | null;
}

/** An ISO day in the date field's own form (day.month.year). */
const asTyped = (iso: string | null | undefined) =>
  iso ? iso.split('-').reverse().join('.') : undefined;

/**
 * The two ends of a period as the kit's date fields (day.month.year), side by side. The fields
 * keep what is typed; `initial` fills them when they appear (change `key` to refill them).
 */
export function PeriodFields({
  fromLabel,
  toLabel,
  initial,
  onChange,
  error,
}: {
  fromLabel: ReactNode;
  toLabel: ReactNode;
  initial: Partial<PeriodDraft>;
  onChange: (change: Partial<PeriodDraft>) => void;
  /** A message about the period as a whole, shown under its end. */
  error?: ReactNode;
}) {
  return (
    <div className={styles.period}>
      <DateInput
        label={fromLabel}
        defaultValue={asTyped(initial.from)}
        onChange={(from) => onChange({ from })}
      />
      <DateInput
        label={toLabel}
        defaultValue={asTyped(initial.to)}
        onChange={(to) => onChange({ to })}
        error={error}
      />
    </div>
  );
}
