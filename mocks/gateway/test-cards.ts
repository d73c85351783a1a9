/** Test cards of the mock payment gateway (mocks/README.md, "Payment"). */
export const TEST_CARDS = [
  { pan: '4111 1111 1111 1111', outcome: 'success', label: 'Paid at once' },
  { pan: '4000 0000 0000 0002', outcome: 'decline', label: 'Declined by the bank' },
  { pan: '4000 0000 0000 3220', outcome: '3ds', label: '3-D Secure: asks for a code' },
  { pan: '4000 0000 0000 0077', outcome: 'pending-success', label: 'Pending for 8 s, then paid' },
  {
    pan: '4000 0000 0000 0085',
    outcome: 'pending-decline',
    label: 'Pending for 8 s, then declined',
  },
] as const;

/**
 * How long a tip paid with a pending card stays PENDING (on the mock clock) before the gateway
 * settles it. A card binding settles at once.
 */
export const PENDING_SETTLE_MS = 8000;

/** The code the 3-D Secure step accepts; any other code declines the payment. */
export const THREE_DS_CODE = '1234';

export type GatewayOutcome = 'SUCCESS' | 'FAILED' | 'THREE_DS_REQUIRED';

const cardOf = (pan: string) =>
  TEST_CARDS.find((candidate) => candidate.pan.replaceAll(' ', '') === pan.replaceAll(/\s/g, ''));

/** A card the gateway leaves PENDING for PENDING_SETTLE_MS before it pays or declines. */
export function settlesLater(pan: string): boolean {
  const outcome = cardOf(pan)?.outcome;
  return outcome === 'pending-success' || outcome === 'pending-decline';
}

/**
 * What the gateway does with a card: unknown cards are declined, the 3-D Secure card needs
 * the right code before it pays; a pending card's outcome is where it settles.
 */
export function gatewayOutcome(pan: string, threeDsCode: string | undefined): GatewayOutcome {
  const card = cardOf(pan);
  if (card?.outcome === 'success' || card?.outcome === 'pending-success') return 'SUCCESS';
  if (card?.outcome !== '3ds') return 'FAILED';
  if (threeDsCode === undefined) return 'THREE_DS_REQUIRED';
  return threeDsCode === THREE_DS_CODE ? 'SUCCESS' : 'FAILED';
}
