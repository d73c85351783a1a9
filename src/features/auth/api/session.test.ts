import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@/api/generated/model/userInfo';
import { needsBusinessData } from './session';

const person: UserInfo = {
  uuid: 'c0000000-0000-4000-8000-000000000009',
  firstName: 'Daniyar',
  lastName: 'Kassymov',
  fullName: 'Daniyar Kassymov',
  profileType: 'BUSINESS',
  business: true,
  registrationFinished: false,
  clientStartExclusion: false,
};

describe('registration completeness (spec section 4)', () => {
  it('a business account is complete only with registrationFinished', () => {
    expect(needsBusinessData(person)).toBe(true);
    expect(needsBusinessData({ ...person, registrationFinished: true })).toBe(false);
  });

  it('a personal account always counts as complete', () => {
    expect(needsBusinessData({ ...person, business: false, profileType: 'PERSONAL' })).toBe(false);
  });

  it('an excluded person (clientStartExclusion) is never sent back to the start of registration', () => {
    expect(needsBusinessData({ ...person, clientStartExclusion: true })).toBe(false);
  });
});
