import type { RowOf } from '../collections';
import { DEMO } from '../demo-ids';

/** Anna's one payout card, active. */
export function seedCards(): Array<RowOf<'cards'>> {
  return [
    {
      uuid: 'd2000000-0000-4000-8000-000000000001',
      userUuid: DEMO.anna,
      maskedPan: '440043******1234',
      paymentSystem: 'VISA',
      expiryMonth: 9,
      expiryYear: 2029,
      active: true,
    },
  ];
}
