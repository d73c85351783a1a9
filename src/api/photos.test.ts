import { describe, expect, it } from 'vitest';
import { getDownloadProfilePhotoUrl } from './generated/profile/profile';
import { getDownloadTeamPhotoUrl } from './generated/team/team';
import { personPhotoUrl, teamPhotoUrl } from './photos';
import { resolveUrl } from './request';

describe('photo addresses', () => {
  const uuid = 'e0000000-0000-4000-8000-000000000001';

  it('are the contract’s photo/download calls under the API prefix', () => {
    expect(personPhotoUrl(uuid)).toBe(resolveUrl(getDownloadProfilePhotoUrl(uuid)));
    expect(teamPhotoUrl(uuid)).toBe(resolveUrl(getDownloadTeamPhotoUrl(uuid)));
    expect(personPhotoUrl(uuid)).toMatch(/\/profile\/photo\/download\/e0000000-[\w-]+$/);
  });

  it('are none without a photo', () => {
    for (const none of [undefined, null, '']) {
      expect(personPhotoUrl(none)).toBeNull();
      expect(teamPhotoUrl(none)).toBeNull();
    }
  });
});
