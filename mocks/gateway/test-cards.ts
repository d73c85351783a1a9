/** Test cards of the mock payment gateway (mocks/README.md, "Payment"). */
export const TEST_CARDS = [
  { pan: '4111 1111 1111 1111', outcome: 'success', label: 'Paid at once' },
  { pan: '4000 0000 0000 0002', outcome: 'decline', label: 'Declined by the bank' },
  { pan: '4000 0000 0000 3220', outcome: '3ds', label: '3-D Secure: asks for a code' },
] as const;

/** The code the 3-D Secure step accepts; any other code declines the payment. */
export const THREE_DS_CODE = '1234';

export type GatewayOutcome = 'SUCCESS' | 'FAILED' | 'THREE_DS_REQUIRED';

/**
 * What the gateway does with a card: unknown cards are declined, the 3-D Secure card needs
 * the right code before it pays.
 */
export function gatewayOutcome(pan: string, threeDsCode: string | undefined): GatewayOutcome {
  const card = TEST_CARDS.find(
    (candidate) => candidate.pan.replaceAll(' ', '') === pan.replaceAll(/\s/g, ''),
  );
  if (card?.outcome === 'success') return 'SUCCESS';
  if (card?.outcome !== '3ds') return 'FAILED';
  if (threeDsCode === undefined) return 'THREE_DS_REQUIRED';
  return threeDsCode === THREE_DS_CODE ? 'SUCCESS' : 'FAILED';
}
