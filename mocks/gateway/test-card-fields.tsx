import type { FormEvent, ReactNode } from 'react';
import { TEST_CARDS, THREE_DS_CODE } from './test-cards';
import styles from './gateway-page.module.css';

/** The test cards to pick from and the card number field (payments and card bindings). */
export function TestCardFields({
  pan,
  onPan,
  children,
}: {
  pan: string;
  onPan: (pan: string) => void;
  /** More fields after the card number (the binding's expiry). */
  children?: ReactNode;
}) {
  return (
    <>
      <fieldset className={styles.cards}>
        <legend>Test cards</legend>
        {TEST_CARDS.map((card) => (
          <label key={card.pan} className={styles.card}>
            <input
              type="radio"
              name="card"
              checked={pan === card.pan}
              onChange={() => onPan(card.pan)}
            />
            <span>
              <code>{card.pan}</code> {card.label}
            </span>
          </label>
        ))}
      </fieldset>
      <label className={styles.field}>
        Card number
        <input
          value={pan}
          onChange={(event) => onPan(event.target.value)}
          inputMode="numeric"
          autoComplete="cc-number"
        />
      </label>
      {children}
    </>
  );
}

/** The 3-D Secure step: the code the bank "sent". */
export function ThreeDsForm({
  code,
  onCode,
  onSubmit,
}: {
  code: string;
  onCode: (code: string) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <p>3-D Secure: enter the code your bank sent (the test code is {THREE_DS_CODE}).</p>
      <label className={styles.field}>
        Confirmation code
        <input
          value={code}
          onChange={(event) => onCode(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
      </label>
      <button type="submit" className={styles.pay}>
        Confirm
      </button>
    </form>
  );
}
