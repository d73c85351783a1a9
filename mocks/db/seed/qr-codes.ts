import type { RowOf } from '../collections';
import { DEMO } from '../demo-ids';
import type { DrawnPeople } from './people';
import { qrCode } from './rows';

/** The owners' own codes on their teams (Anna's on Cafe Pushkin, Maria's on Coffee Point). */
export const MEMBER_QR_CODES = {
  anna: `a2${DEMO.annaQrCode.slice(2)}`,
  maria: `a2${DEMO.customLimitsQrCode.slice(2)}`,
};

/**
 * Every QR code: the demo people's own (one not active, one with its own limits), the teams',
 * each member's on their team (with a table) and the claimants' personal ones.
 */
export function seedQrCodes(longAgo: number, people: DrawnPeople): Array<RowOf<'qrCodes'>> {
  return [
    qrCode({ uuid: DEMO.annaQrCode, ownerUuid: DEMO.anna, title: 'Anna Petrova' }, longAgo),
    qrCode({ uuid: DEMO.inactiveQrCode, ownerUuid: DEMO.ivan, title: 'Ivan Sidorov' }, longAgo),
    qrCode(
      {
        uuid: DEMO.customLimitsQrCode,
        ownerUuid: DEMO.maria,
        title: 'Maria Ivanova',
        limits: { minAmount: 5, maxAmount: 50 },
        amounts: [5, 20, 50],
        defaultAmounts: [20],
      },
      longAgo,
    ),
    qrCode(
      { uuid: DEMO.teamQrCode, ownerUuid: DEMO.anna, teamUuid: DEMO.team, title: 'Cafe Pushkin' },
      longAgo,
    ),
    qrCode(
      {
        uuid: DEMO.otherTeamQrCode,
        ownerUuid: DEMO.maria,
        teamUuid: DEMO.otherTeam,
        title: 'Coffee Point',
      },
      longAgo,
    ),
    qrCode(
      {
        uuid: MEMBER_QR_CODES.anna,
        ownerUuid: DEMO.anna,
        teamUuid: DEMO.team,
        title: 'Anna Petrova, Cafe Pushkin',
      },
      longAgo,
    ),
    qrCode(
      {
        uuid: MEMBER_QR_CODES.maria,
        ownerUuid: DEMO.maria,
        teamUuid: DEMO.otherTeam,
        title: 'Maria Ivanova, Coffee Point',
      },
      longAgo,
    ),
    ...people.members.map(({ ids, who, since, table }) =>
      qrCode(
        {
          uuid: ids.qrCode,
          ownerUuid: ids.user,
          teamUuid: DEMO.team,
          title: `${who.firstName} ${who.lastName}`,
          table,
        },
        since,
      ),
    ),
    ...people.claimants.map(({ ids, who, since }) =>
      qrCode(
        { uuid: ids.qrCode, ownerUuid: ids.user, title: `${who.firstName} ${who.lastName}` },
        since,
      ),
    ),
  ];
}
