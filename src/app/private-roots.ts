/**
 * First path segments of the private areas (src/app/private/areas.tsx). The only thing the
 * public pages' entry chunk knows of them: these paths load the private area lazily. A test
 * keeps it in step with the table.
 */
export const PRIVATE_ROOTS = ['cabinet', 'orders'] as const;
export type PrivateRoot = (typeof PRIVATE_ROOTS)[number];
