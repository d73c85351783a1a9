import type { CardRegistration } from '@/api/generated/model';
import { DEMO } from '@mocks/db/demo-ids';
import { bindOnGateway, signedInClient } from '@mocks/test-utils';

/**
 * Tests (Node): a binding of Anna's decided on the mock gateway's page with the test card
 * `pan`, as if the browser had been there; answers the orderId the gateway returns to
 * /cabinet/cards with.
 */
export async function boundOnGateway(pan: string): Promise<string> {
  const anna = await signedInClient(DEMO.anna);
  const { body } = await anna.call<CardRegistration>('card/register', {});
  await bindOnGateway(anna, body.orderId, pan);
  return body.orderId;
}
