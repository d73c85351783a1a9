import { describe, expect, it } from 'vitest';
import {
  CABINET_PATH,
  CARDS_PATH,
  OPERATIONS_PATH,
  ORDERS_PATH,
  QR_CODES_PATH,
  TEAMS_PATH,
} from '@/lib/routes';
import { authLink, destinationAfterAuth, safeReturnTo, signInLink } from './auth-paths';

const INVITE = 'd0000000-0000-4000-8000-000000000001';

describe('returnTo', () => {
  it.each([
    'https://evil.example',
    '//evil.example/x',
    '/\\evil.example',
    'cabinet',
    '/auth/sign-in',
    '/auth?x=1',
    '',
    '/\t/evil.example',
    '/\n/evil.example',
    `${CABINET_PATH}\r\n`,
    `${CABINET_PATH}\u0000`,
    '/\\/evil.example',
    '/.//evil.example',
    `${CABINET_PATH}/..//evil.example`,
    '/./auth/sign-in',
    `${CABINET_PATH}/../auth/register`,
    '/%2e%2e/auth/sign-in',
    'javascript:alert(1)',
  ])('refuses %j (control characters, other origins, the auth screens themselves)', (value) =>
    expect(safeReturnTo(value)).toBeNull(),
  );

  it('keeps an in-app path with its query and hash, normalised', () => {
    expect(safeReturnTo(`${TEAMS_PATH}?tab=2`)).toBe(`${TEAMS_PATH}?tab=2`);
    expect(safeReturnTo(`${CABINET_PATH}/./cards/../operations#top`)).toBe(
      `${OPERATIONS_PATH}#top`,
    );
    expect(safeReturnTo(`${ORDERS_PATH}?q=a b`)).toBe(`${ORDERS_PATH}?q=a%20b`);
  });

  it('falls back to the cabinet for a refused value', () => {
    expect(destinationAfterAuth(new URLSearchParams({ returnTo: '/\t/evil.example' }))).toBe(
      CABINET_PATH,
    );
  });

  it('sign-in names the page asked for and why', () => {
    expect(signInLink(CARDS_PATH, 'expired')).toBe(
      '/auth/sign-in?returnTo=%2Fcabinet%2Fcards&reason=expired',
    );
    expect(signInLink(CABINET_PATH)).toBe('/auth/sign-in');
  });
});

describe('teamInviteUuid', () => {
  it('survives moving between the auth screens, other parameters do not', () => {
    const search = new URLSearchParams({
      teamInviteUuid: INVITE,
      returnTo: CABINET_PATH,
      reason: 'expired',
    });
    expect(authLink('/auth/register', search)).toBe(
      `/auth/register?returnTo=%2Fcabinet&teamInviteUuid=${INVITE}`,
    );
  });

  it('opens the invite after sign-in, also when it came inside returnTo', () => {
    expect(destinationAfterAuth(new URLSearchParams({ teamInviteUuid: INVITE }))).toBe(
      `/auth/invite/${INVITE}`,
    );
    expect(
      destinationAfterAuth(
        new URLSearchParams({ returnTo: `${CABINET_PATH}?teamInviteUuid=${INVITE}` }),
      ),
    ).toBe(`/auth/invite/${INVITE}`);
  });

  it('ignores a value that is not a uuid', () => {
    expect(
      destinationAfterAuth(
        new URLSearchParams({ teamInviteUuid: '../../x', returnTo: QR_CODES_PATH }),
      ),
    ).toBe(QR_CODES_PATH);
  });
});
