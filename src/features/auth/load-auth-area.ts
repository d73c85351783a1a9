/**
 * The sign-in area's code through a chunk of its own: the list of what it needs (styles and
 * chunks it shares with the cabinet) stays out of the tip page's entry (see
 * src/app/private/load-private-area.ts).
 */
export const loadAuthArea = () => import('./auth-area');
