import { describe, expect, it } from 'vitest';
import { isoDayParam, isUuid, oneOfParam, readParams, uuidParam } from './address-params';

const TEAM = 'b0000000-0000-4000-8000-000000000001';

describe('address parameters', () => {
  it('knows a uuid from anything else', () => {
    expect(isUuid(TEAM)).toBe(true);
    expect(isUuid(TEAM.toUpperCase())).toBe(true);
    for (const value of ['not-a-uuid', `${TEAM}x`, ` ${TEAM}`, '', null, undefined])
      expect(isUuid(value)).toBe(false);
  });

  it('takes a day parameter only when it names a real day', () => {
    expect(isoDayParam('2028-02-29')).toBe('2028-02-29');
    expect(isoDayParam('2026-02-29')).toBeUndefined();
    expect(isoDayParam('2026-1-01')).toBeUndefined();
  });

  it('reads each parameter by its rule and lists those whose value is not of their kind', () => {
    const rules = { team: uuidParam, period: oneOfParam(['DAY', 'WEEK'] as const) };
    expect(
      readParams(new URLSearchParams(`team=${TEAM.toUpperCase()}&period=WEEK`), rules),
    ).toEqual({ values: { team: TEAM, period: 'WEEK' }, refused: [] });
    expect(readParams(new URLSearchParams('period=-1&team=zzz'), rules)).toEqual({
      values: { team: null, period: null },
      refused: ['team', 'period'],
    });
  });

  it('takes a parameter left out or left empty as not given, not as refused', () => {
    const rules = { team: uuidParam, period: oneOfParam(['DAY'] as const) };
    expect(readParams(new URLSearchParams('team=&other=1'), rules)).toEqual({
      values: { team: null, period: null },
      refused: [],
    });
  });
});
