import type { sectionMessages } from './messages';

/**
 * The cabinet's areas and their reserved routes under /cabinet/. Later issues replace the
 * placeholder of their route with the real screen.
 */
export const CABINET_SECTIONS: ReadonlyArray<{ key: keyof typeof sectionMessages; path: string }> =
  [
    { key: 'profile', path: 'profile' },
    { key: 'cards', path: 'cards' },
    { key: 'teams', path: 'teams' },
    { key: 'invites', path: 'invites' },
    { key: 'notifications', path: 'notifications' },
    { key: 'statistics', path: 'statistics' },
    { key: 'operations', path: 'operations' },
    { key: 'qrCodes', path: 'qr-codes' },
  ];
