import { describe, expect, it } from 'vitest';
import type { UserInfo } from './generated/model/userInfo';
import {
  isAuthenticated,
  isExcluded,
  isRegistrationComplete,
  needsBusinessData,
} from './current-user';

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

describe('who is signed in and complete (spec section 4)', () => {
  it('a person is authenticated exactly when user info is present', () => {
    expect(isAuthenticated(person)).toBe(true);
    expect(isAuthenticated(undefined)).toBe(false);
  });

  it('registration-complete: business only with registrationFinished, others always', () => {
    expect(isRegistrationComplete(person)).toBe(false);
    expect(isRegistrationComplete({ ...person, registrationFinished: true })).toBe(true);
    expect(isRegistrationComplete({ ...person, business: false })).toBe(true);
  });

  it('excluded when clientStartExclusion is set', () => {
    expect(isExcluded(person)).toBe(false);
    expect(isExcluded({ ...person, clientStartExclusion: true })).toBe(true);
  });
});

describe('being led back to the business-data step', () => {
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
