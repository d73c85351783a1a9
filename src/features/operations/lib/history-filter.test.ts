import { describe, expect, it } from 'vitest';
import {
  filterFromSearch,
  isNarrowed,
  narrowingCount,
  NO_FILTER,
  requestFilterOf,
  searchOf,
} from './history-filter';

const TEAM = 'b0000000-0000-4000-8000-000000000001';
const QR = 'a0000000-0000-4000-8000-000000000001';
const MEMBER = 'a1000000-0000-4000-8000-000000000003';

describe('the history’s filter in the address', () => {
  it('reads what it can use and ignores the rest', () => {
    expect(
      filterFromSearch(new URLSearchParams(`team=${TEAM}&from=2026-11-01&to=2026-11-30&qr=${QR}`)),
    ).toEqual({ team: TEAM, from: '2026-11-01', to: '2026-11-30', qr: QR, member: null });
    expect(
      filterFromSearch(
        new URLSearchParams('team=nope&from=2026-02-30&to=30.11.2026&qr=1&member=someone'),
      ),
    ).toEqual(NO_FILTER);
  });

  it('writes it back in one order, leaving out what is not set', () => {
    expect(searchOf({ ...NO_FILTER, from: '2026-11-01', qr: QR })).toBe(
      `?from=2026-11-01&qr=${QR}`,
    );
    expect(searchOf(NO_FILTER)).toBe('');
    const filter = { team: TEAM, from: '2026-11-01', to: '2026-11-30', qr: QR, member: MEMBER };
    expect(filterFromSearch(new URLSearchParams(searchOf(filter)))).toEqual(filter);
  });

  it('asks for the period as the reader’s days, with their time zone', () => {
    expect(requestFilterOf({ ...NO_FILTER, from: '2026-11-01' }, 'Asia/Almaty')).toEqual({
      dateFrom: '2026-11-01',
      timeZone: 'Asia/Almaty',
    });
    expect(requestFilterOf({ ...NO_FILTER, team: TEAM, qr: QR }, 'Asia/Almaty')).toEqual({
      qrCodeUuid: QR,
    });
    expect(isNarrowed({ ...NO_FILTER, team: TEAM })).toBe(false);
    expect(isNarrowed({ ...NO_FILTER, to: '2026-11-30' })).toBe(true);
  });

  it('asks a team’s history for one member, and counts it among the filters on', () => {
    const byMember = { ...NO_FILTER, team: TEAM, member: MEMBER };
    expect(requestFilterOf(byMember)).toEqual({ memberQrCodeUuid: MEMBER });
    // The person's own history has no members to narrow by.
    expect(requestFilterOf({ ...byMember, team: null })).toEqual({});
    expect(isNarrowed(byMember)).toBe(true);
    expect(narrowingCount({ ...byMember, from: '2026-11-01', qr: QR })).toBe(3);
  });
});
