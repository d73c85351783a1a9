import type { RowOf } from '../collections';
import { DEMO } from '../demo-ids';
import type { Random } from '../random';
import { MEMBER_QR_CODES } from './qr-codes';
import { DAY, iso, randomTip } from './rows';

/**
 * Tips of yesterday and the day before that show the history's special cases, at fixed times
 * (no draws from the seed's random sequence, so every other record stays as it was): a hidden
 * amount, a tip paid as a percent of the bill, one through a QR code since deleted (all
 * Anna's), and a Cafe Pushkin tip of a member who has left the team.
 */
function specialTips(today: number): Array<RowOf<'operations'>> {
  const at = (daysAgo: number, hour: number, minute: number) =>
    iso(today - daysAgo * DAY + (hour * 60 + minute) * 60_000);
  return [
    {
      uuid: DEMO.hiddenAmountTip,
      recipientUuid: DEMO.anna,
      date: at(1, 19, 40),
      amount: 300_000,
      amountHidden: true,
      qrUuid: DEMO.annaQrCode,
      rating: 5,
      message: 'Спасибо за вечер!',
    },
    {
      uuid: DEMO.percentTip,
      recipientUuid: DEMO.anna,
      date: at(1, 13, 5),
      // 10 % of a bill of 8 466.93: the percent comes back as 9.98 and shows rounded.
      amount: 84_500,
      percentAmount: 9.98,
      qrUuid: DEMO.annaQrCode,
      rating: 4,
      emoji: 'heart,clap',
    },
    {
      uuid: DEMO.deletedQrCodeTip,
      recipientUuid: DEMO.anna,
      date: at(2, 11, 20),
      amount: 150_000,
      qrUuid: DEMO.deletedQrCode,
      message: 'Great service',
    },
    {
      uuid: DEMO.formerMemberTip,
      recipientUuid: DEMO.formerMember,
      date: at(2, 21, 10),
      amount: 200_000,
      qrUuid: 'a1000000-0000-4000-8000-000000000099',
      teamUuid: DEMO.team,
      table: '12',
      rating: 5,
    },
  ];
}

/**
 * Anna's tips: 240 over the past 13 months, to her own code and her Cafe Pushkin code, newest
 * first, then the special cases above.
 */
export function seedOperations(random: Random, today: number): Array<RowOf<'operations'>> {
  const operations: Array<RowOf<'operations'>> = [];
  for (let i = 0; i < 240; i += 1) {
    const viaTeam = random.chance(0.35);
    const rated = random.chance(0.6);
    // Days before today: a tip of today later than now would be a tip from the future.
    const date = today - (random.int(0, 395) + 1) * DAY + random.int(8 * 60, 23 * 60) * 60_000;
    operations.push(
      randomTip(
        random,
        DEMO.anna,
        date,
        viaTeam
          ? { qrUuid: MEMBER_QR_CODES.anna, teamUuid: DEMO.team }
          : { qrUuid: DEMO.annaQrCode },
        rated,
      ),
    );
  }
  operations.sort((a, b) => b.date.localeCompare(a.date));
  operations.push(...specialTips(today));
  return operations;
}
