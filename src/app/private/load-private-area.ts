/**
 * The private area's code through a chunk of its own. Its dynamic import carries the list of
 * what the private area needs (the shared chunks and styles of every cabinet area, fetched in
 * parallel); in the entry, that list would grow the tip page's JavaScript with each area.
 */
export const loadPrivateArea = () => import('./private-area');
