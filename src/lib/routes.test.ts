import { describe, expect, it } from 'vitest';
import {
  areaPath,
  editQrCodePath,
  memberPath,
  operationPath,
  orderPath,
  organizationPath,
  PROFILE_PATHS,
  qrCodePath,
  teamInvitePath,
  teamPath,
} from './routes';

// The addresses are a contract: links shared, bookmarked, sent by the payment gateway
// (README "Routes"); these pin them.
describe('route builders', () => {
  const uuid = 'b0000000-0000-4000-8000-000000000001';

  it('build the cabinet areas’ addresses', () => {
    expect(operationPath(uuid)).toBe(`/cabinet/operations/${uuid}`);
    expect(operationPath(uuid, 'team-1')).toBe(`/cabinet/operations/${uuid}?team=team-1`);
    expect(qrCodePath(uuid)).toBe(`/cabinet/qr-codes/${uuid}`);
    expect(editQrCodePath(uuid)).toBe(`/cabinet/qr-codes/${uuid}/edit`);
    expect(teamPath(uuid)).toBe(`/cabinet/teams/${uuid}`);
    expect(teamPath(uuid, 'settings')).toBe(`/cabinet/teams/${uuid}/settings`);
    expect(memberPath(uuid, 'q1')).toBe(`/cabinet/teams/${uuid}/members/q1`);
    expect(PROFILE_PATHS.password).toBe('/cabinet/profile/password');
    expect(teamInvitePath(uuid)).toBe(`/auth/invite/${uuid}`);
  });

  it('build the order-to-order addresses, an order id of any characters kept one segment', () => {
    expect(organizationPath(uuid)).toBe(`/orders/${uuid}`);
    expect(orderPath(uuid, 'A/7 #1')).toBe(`/orders/${uuid}/A%2F7%20%231`);
  });

  it('give an area root as the areas table takes it', () => {
    expect(areaPath('/cabinet/profile')).toBe('cabinet/profile');
  });
});
