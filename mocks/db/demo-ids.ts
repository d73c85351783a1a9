/**
 * Fixed identifiers of the demo data: a contract with QA and e2e tests (mocks/README.md).
 * Change none of them without telling both.
 */
export const DEMO = {
  /** Anna Petrova's personal QR code: her tip page is /a0000000-0000-4000-8000-000000000001. */
  annaQrCode: 'a0000000-0000-4000-8000-000000000001',
  /** Ivan Sidorov's QR code: his account is not active (client.notActive.error). */
  inactiveQrCode: 'a0000000-0000-4000-8000-000000000002',
  /** Maria Ivanova's QR code with limits 5..50 and choices 5, 20, 50 instead of the defaults. */
  customLimitsQrCode: 'a0000000-0000-4000-8000-000000000003',
  /** Cafe Pushkin: team page /t/b0000000-0000-4000-8000-000000000001. */
  team: 'b0000000-0000-4000-8000-000000000001',
  /** Cafe Pushkin's own team QR code. */
  teamQrCode: 'b0000000-0000-4000-8000-000000000002',
  /** Coffee Point, Maria's team, which has invited Anna. */
  otherTeam: 'b0000000-0000-4000-8000-000000000003',
  otherTeamQrCode: 'b0000000-0000-4000-8000-000000000004',
  /**
   * Grand Hotel, Anna's team of 1,000 members: only in the large data set
   * (`npm run mock:server -- --volume large`, the QA panel, `?mockVolume=large`).
   */
  grandHotel: 'b0000000-0000-4000-8000-000000000005',
  grandHotelQrCode: 'b0000000-0000-4000-8000-000000000006',
  anna: 'c0000000-0000-4000-8000-000000000001',
  ivan: 'c0000000-0000-4000-8000-000000000002',
  maria: 'c0000000-0000-4000-8000-000000000003',
  /** Daniyar Kassymov: a business account whose registration is unfinished (no business data). */
  unfinishedBusiness: 'c0000000-0000-4000-8000-000000000004',
  /** Timur Akhmetov: left Cafe Pushkin; its history keeps his tip as "member removed". */
  formerMember: 'c0000000-0000-4000-8000-000000000005',
  /** A QR code Anna deleted (no longer in the store): her tip through it says "QR code deleted". */
  deletedQrCode: 'a0000000-0000-4000-8000-000000000005',
  /** Anna's tips that show the history's special cases (mocks/README.md). */
  hiddenAmountTip: 'e1000000-0000-4000-8000-000000000001',
  percentTip: 'e1000000-0000-4000-8000-000000000002',
  deletedQrCodeTip: 'e1000000-0000-4000-8000-000000000003',
  formerMemberTip: 'e1000000-0000-4000-8000-000000000004',
  /** Pushkin LLP, Anna's organisation in the order-to-order area (merchant login cafe-pushkin). */
  pushkinLlp: 'd1000000-0000-4000-8000-000000000001',
  /** Maria's two organisations: Coffee Point LLP with a few orders, Coffee Point Express with none. */
  coffeePointLlp: 'd1000000-0000-4000-8000-000000000002',
  coffeePointExpress: 'd1000000-0000-4000-8000-000000000003',
  /** Pushkin LLP's order 1001, created yesterday: PAID, 500 KZT, nothing refunded yet. */
  paidOrder: 'd3000000-0000-4000-8000-000000000001',
  /** Pushkin LLP's order 1002: 1 200 KZT, PARTIALLY_REFUNDED in two refunds (200 and 100 KZT). */
  partlyRefundedOrder: 'd3000000-0000-4000-8000-000000000002',
  /** The cabinet account (Anna): sign in with either login and the password. */
  email: 'demo@example.com',
  phone: '+77000000001',
  password: 'Demo1234',
} as const;

/** Fixed invites (mocks/README.md): open one at /auth/invite/<uuid>. */
export const DEMO_INVITES = {
  /** Coffee Point invites Anna (her phone) as a member: NEW, in her /cabinet/invites. */
  coffeePointToAnna: 'd0000000-0000-4000-8000-000000000001',
  /** Cafe Pushkin invites +77000000099 (nobody registered) as a member: NEW. */
  pushkinToPhone: 'd0000000-0000-4000-8000-000000000002',
  /** A Cafe Pushkin member link sent 10 days ago: EXPIRED (invites last 7 days). */
  pushkinExpiredLink: 'd0000000-0000-4000-8000-000000000003',
  /** An open Cafe Pushkin member link (sent yesterday): whoever opens it first may join. */
  pushkinMemberLink: 'd0000000-0000-4000-8000-000000000004',
  /** An open Cafe Pushkin administrator link (sent yesterday). */
  pushkinAdminLink: 'd0000000-0000-4000-8000-000000000005',
} as const;

/** Member number n (1-based) of Cafe Pushkin: `c1000000-...-00000000000n`, QR `a1000000-...`. */
export function memberIds(n: number) {
  const tail = String(n).padStart(12, '0');
  return {
    user: `c1000000-0000-4000-8000-${tail}`,
    qrCode: `a1000000-0000-4000-8000-${tail}`,
    photo: `f1000000-0000-4000-8000-${tail}`,
    phone: `+7700001${String(n).padStart(4, '0')}`,
  };
}

/** Photo identifier of a fixed person or team: `f` and the uuid's first digit, then the rest. */
export function photoOf(uuid: string): string {
  return `f${uuid[0]}${uuid.slice(2)}`;
}

/**
 * Member number n (1-based) of Grand Hotel (large data set): `c3000000-...`, QR `a3000000-...`;
 * n = 0 is Anna's own membership (her user is DEMO.anna).
 */
export function grandHotelMemberIds(n: number) {
  const tail = String(n).padStart(12, '0');
  return {
    user: `c3000000-0000-4000-8000-${tail}`,
    qrCode: `a3000000-0000-4000-8000-${tail}`,
    photo: `f3000000-0000-4000-8000-${tail}`,
    phone: `+7701${String(n).padStart(7, '0')}`,
  };
}
