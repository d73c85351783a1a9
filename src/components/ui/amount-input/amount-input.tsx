import type { InputMask } from 'imask';
import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { Field } from '../field/field';
import controlStyles from '../field/control.module.css';
import { CloseIcon } from '../icons/close-icon';
import { useMaskHistory } from '../masked/use-mask-history';
import { amountInputMessages } from './messages';
import { AMOUNT_DEFAULTS, clampAmount, formatAmount, parseAmount } from './parse-amount';
import styles from './amount-input.module.css';

export interface AmountInputProps {
  /** Visible label, already translated. */
  label: ReactNode;
  /**
   * Called with the number as the user types (null when empty), and again on commit
   * (blur or Enter) with the value clamped to `min`..`max`.
   */
  onChange?: (value: number | null) => void;
  /**
   * Called on commit when the amount was outside `min`..`max` and was changed to the nearest
   * limit (after onChange with that limit), so the caller can say why the figure changed.
   */
  onClamp?: (typed: number, kept: number) => void;
  /** The amount to show; when it changes from outside (e.g. a preset tip), the field follows. */
  value?: number | null;
  /** Lowest amount kept on commit. Default 0. */
  min?: number;
  /** Highest amount kept on commit. Default 1000. */
  max?: number;
  /** Decimal places allowed; 0 means whole numbers. Default 0. */
  scale?: number;
  /** ISO 4217 code (RUB, KZT…) whose symbol is shown after the number. */
  currency?: string;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  placeholder?: string;
}

/**
 * Money amount field: groups thousands with spaces, accepts dot or comma as the decimal mark
 * and any script's digits (`０５` is 5), and keeps the committed value within min and max. A
 * pasted text is read as a whole ("1 000,50") or refused with a message, never filtered into
 * another figure ("1e3" is not 13). Has a clear button and a currency suffix.
 */
export function AmountInput({
  label,
  onChange,
  onClamp,
  value,
  min = AMOUNT_DEFAULTS.min,
  max = AMOUNT_DEFAULTS.max,
  scale = AMOUNT_DEFAULTS.scale,
  currency,
  hint,
  error,
  disabled,
  required,
  name,
  placeholder,
}: AmountInputProps) {
  const intl = useIntl();
  const ref = useRef<HTMLInputElement>(null);
  const maskRef = useRef<InputMask | null>(null);
  const [text, setText] = useState(() => (value == null ? '' : formatAmount(value)));
  const [pasteRefused, setPasteRefused] = useState(false);
  /** Why typing was refused (number-mask.ts words it), until the person deletes something. */
  const [typingRefused, setTypingRefused] = useState<string | null>(null);
  const { record, onKeyDown } = useMaskHistory(maskRef);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  /** What the field holds: the mask's value, or the bare input's before the mask arrives. */
  const unmasked = () => maskRef.current?.unmaskedValue ?? ref.current?.value ?? '';
  const show = (next: number | null) => {
    const shown = next === null ? '' : String(next);
    if (maskRef.current) maskRef.current.unmaskedValue = shown;
    else if (ref.current) {
      ref.current.value = next === null ? '' : formatAmount(next);
      setText(ref.current.value);
    }
  };

  // The mask (imask's number mask, with its typing guard: number-mask.ts) is downloaded once
  // the browser is idle after the first paint: the public page's field is usable at once, and
  // the mask then takes over whatever is already typed.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    afterFirstPaint(
      () =>
        void import('./number-mask').then(({ maskAmount }) => {
          if (cancelled || !ref.current) return;
          const masked = maskAmount(ref.current, scale, intl, setTypingRefused, (mask) => {
            setText(mask.value);
            setPasteRefused(false);
            record(mask.value);
            const live = parseAmount(mask.unmaskedValue, { min: -Infinity, max: Infinity, scale });
            if (live.ok) onChangeRef.current?.(live.value);
          });
          stop = masked.stop;
          maskRef.current = masked.mask;
        }),
    );
    return () => {
      cancelled = true;
      stop?.();
      maskRef.current = null;
    };
  }, [scale, record, intl]);

  useEffect(() => {
    if (value === undefined) return;
    const shown = parseAmount(unmasked(), { min: -Infinity, max: Infinity, scale });
    if (shown.ok && shown.value === value) return;
    show(value);
  }, [value, scale]);

  const commit = () => {
    const parsed = parseAmount(unmasked(), { min: -Infinity, max: Infinity, scale });
    if (!parsed.ok || parsed.value === null) return;
    const clamped = clampAmount(parsed.value, { min, max });
    // Also rewrites what the bare input shows in another script's digits (`０５` → `5`).
    show(clamped);
    onChange?.(clamped);
    if (clamped !== parsed.value) onClamp?.(parsed.value, clamped);
  };

  /** The field as it would read with the pasted text in place of the selection. */
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const { value: current, selectionStart, selectionEnd } = event.currentTarget;
    const next =
      current.slice(0, selectionStart ?? current.length) +
      event.clipboardData.getData('text') +
      current.slice(selectionEnd ?? current.length);
    const parsed = parseAmount(next, { min: -Infinity, max: Infinity, scale });
    event.preventDefault();
    setPasteRefused(!parsed.ok);
    if (!parsed.ok) return;
    show(parsed.value);
    onChange?.(parsed.value);
  };

  const clear = () => {
    setPasteRefused(false);
    setTypingRefused(null);
    // The mask reports the empty value through its accept event; the bare input cannot.
    if (maskRef.current) maskRef.current.value = '';
    else {
      show(null);
      onChange?.(null);
    }
    ref.current?.focus();
  };

  /** Typing before the mask and its guard have arrived: report the number as the mask would. */
  const onBareInput = (event: ChangeEvent<HTMLInputElement>) => {
    if (maskRef.current) return;
    setText(event.target.value);
    setPasteRefused(false);
    // Not an amount (yet): no number, rather than the last one that was.
    const live = parseAmount(event.target.value, { min: -Infinity, max: Infinity, scale });
    onChange?.(live.ok ? live.value : null);
  };

  const symbol = currency
    ? intl
        .formatNumberToParts(0, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
        .find((part) => part.type === 'currency')?.value
    : undefined;

  return (
    <Field
      label={label}
      hint={hint}
      error={
        error ??
        typingRefused ??
        (pasteRefused ? intl.formatMessage(amountInputMessages.pasteRefused) : null)
      }
      required={required}
    >
      {(control) => (
        <div
          className={`${controlStyles.box} ${styles.box}`}
          data-invalid={Boolean(error)}
          data-disabled={Boolean(disabled)}
        >
          <input
            {...control}
            ref={ref}
            className={`${controlStyles.input} ${styles.input}`}
            inputMode={scale > 0 ? 'decimal' : 'numeric'}
            autoComplete="off"
            name={name}
            placeholder={placeholder}
            disabled={disabled}
            required={required}
            defaultValue={text}
            onChange={onBareInput}
            onBlur={commit}
            onPaste={paste}
            onKeyDown={(event) => {
              onKeyDown(event);
              if (event.key === 'Enter') commit();
            }}
          />
          {symbol ? (
            <span className={`${controlStyles.affix} ${styles.suffix}`} aria-hidden="true">
              {symbol}
            </span>
          ) : null}
          {text && !disabled ? (
            <button
              type="button"
              className={styles.clear}
              aria-label={intl.formatMessage(amountInputMessages.amountClear)}
              onClick={clear}
            >
              <CloseIcon />
            </button>
          ) : null}
        </div>
      )}
    </Field>
  );
}
