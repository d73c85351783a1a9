import { useEffect, useState, type FormEvent } from 'react';
import { flushStore } from '../db/store';
import { GATEWAY_PAY_PATH } from '../handlers/gateway';
import { GATEWAY_PREFIX } from '../prefixes';
import { TestCardFields, ThreeDsForm } from './test-card-fields';
import { TEST_CARDS, type GatewayOutcome } from './test-cards';
import styles from './gateway-page.module.css';

interface Order {
  amount: number;
  feeAmount?: number;
  currency: string;
  recipientName?: string;
  status: string;
}

type Step =
  { kind: 'card' } | { kind: '3ds' } | { kind: 'busy' } | { kind: 'error'; message: string };

async function pay(orderId: string, pan: string, threeDsCode?: string) {
  const response = await fetch(GATEWAY_PAY_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderId, pan, threeDsCode }),
  });
  if (!response.ok) throw new Error(`The gateway refused the payment (${response.status}).`);
  return (await response.json()) as { outcome: GatewayOutcome; returnUrl: string };
}

/**
 * The mock card gateway (mock builds only; English only, like every mock tool): a card form
 * with test cards for success, decline and 3-D Secure, then back to the finish page.
 */
export function GatewayPage({ orderId }: { orderId: string }) {
  const [order, setOrder] = useState<Order | null>(null);
  const [pan, setPan] = useState<string>(TEST_CARDS[0].pan);
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'card' });

  useEffect(() => {
    void fetch(
      `${GATEWAY_PREFIX}/finished-payment-info?orderId=${encodeURIComponent(orderId)}&language=en`,
    )
      .then(async (response) =>
        response.ok
          ? setOrder((await response.json()) as Order)
          : setStep({ kind: 'error', message: 'Unknown order.' }),
      )
      .catch(() => setStep({ kind: 'error', message: 'The gateway is unreachable.' }));
  }, [orderId]);

  async function submit(event: FormEvent, threeDsCode?: string) {
    event.preventDefault();
    setStep({ kind: 'busy' });
    try {
      const result = await pay(orderId, pan, threeDsCode);
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

  const total = order ? (order.amount + (order.feeAmount ?? 0)) / 100 : null;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Mock payment gateway</h1>
      {order && (
        <p className={styles.summary}>
          {order.recipientName} ·{' '}
          <strong>
            {total} {order.currency}
          </strong>
        </p>
      )}
      {order && order.status !== 'PENDING' && (
        <p className={styles.error}>This order is already {order.status.toLowerCase()}.</p>
      )}

      {step.kind === '3ds' ? (
        <ThreeDsForm code={code} onCode={setCode} onSubmit={(event) => void submit(event, code)} />
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)}>
          <TestCardFields pan={pan} onPan={setPan} />
          <button
            type="submit"
            className={styles.pay}
            disabled={step.kind === 'busy' || !order || order.status !== 'PENDING'}
          >
            Pay
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
