import { describe, expect, it } from 'vitest';
import { CABINET_PATH } from '@/lib/routes';
import { matchPublicPage } from './public-page';

const ID = 'a0000000-0000-4000-8000-000000000001';

describe('matchPublicPage', () => {
  it.each([
    [`/${ID}`, { page: 'user', qrCodeUuid: ID }],
    [`/${ID}/`, { page: 'user', qrCodeUuid: ID }],
    [`/t/${ID}`, { page: 'team', teamUuid: ID }],
    ['/t/not-a-uuid', null],
    ['/not-a-uuid', null],
    [`/t/${ID}/more`, null],
    [`${CABINET_PATH}/${ID}`, null],
    ['/finish.html', null],
    ['/', null],
  ])('%s → %j', (path, expected) => {
    expect(matchPublicPage(path)).toEqual(expected);
  });
});
