import { useState, type FormEvent } from 'react';
import { flushStore } from '../db/store';
import { GATEWAY_BIND_PATH } from '../handlers/card';
import { TestCardFields, ThreeDsForm } from './test-card-fields';
import { TEST_CARDS, type GatewayOutcome } from './test-cards';
import styles from './gateway-page.module.css';

type Step =
  { kind: 'card' } | { kind: '3ds' } | { kind: 'busy' } | { kind: 'error'; message: string };

async function bind(orderId: string, pan: string, expiry: string, threeDsCode?: string) {
  const response = await fetch(GATEWAY_BIND_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderId, pan, expiry, threeDsCode }),
  });
  if (!response.ok) throw new Error(`The gateway refused the binding (${response.status}).`);
  return (await response.json()) as { outcome: GatewayOutcome; returnUrl: string };
}

/**
 * The mock gateway's card-binding mode (card/register's formUrl): the same test cards as
 * payments (bound, declined, 3-D Secure), an expiry, then back to the cabinet's return
 * address with the binding's orderId. The card number stays on this page and in the mock
 * gateway's call; the app only ever learns what card/confirm answers (masked).
 */
export function CardBindingPage({ orderId }: { orderId: string }) {
  const [pan, setPan] = useState<string>(TEST_CARDS[0].pan);
  const [expiry, setExpiry] = useState('12/30');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'card' });

  async function submit(event: FormEvent, threeDsCode?: string) {
    event.preventDefault();
    setStep({ kind: 'busy' });
    try {
      const result = await bind(orderId, pan, expiry, threeDsCode);
      if (result.outcome === 'THREE_DS_REQUIRED') {
        setStep({ kind: '3ds' });
        return;
      }
      // The browser leaves this page now: the store must be on disk first.
      flushStore();
      window.location.assign(result.returnUrl);
    } catch (error) {
      setStep({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Mock payment gateway</h1>
      <p className={styles.summary}>Add a card to receive tips on</p>
      {step.kind === '3ds' ? (
        <ThreeDsForm code={code} onCode={setCode} onSubmit={(event) => void submit(event, code)} />
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)}>
          <TestCardFields pan={pan} onPan={setPan}>
            <label className={styles.field}>
              Expiry (MM/YY)
              <input
                value={expiry}
                onChange={(event) => setExpiry(event.target.value)}
                inputMode="numeric"
                autoComplete="cc-exp"
              />
            </label>
          </TestCardFields>
          <button type="submit" className={styles.pay} disabled={step.kind === 'busy'}>
            Add card
          </button>
        </form>
      )}
      {step.kind === 'error' && (
        <p role="alert" className={styles.error}>
          {step.message}
        </p>
      )}
    </main>
  );
}
