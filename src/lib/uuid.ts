const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every id the app puts in an address is a uuid: anything else names nothing. Its own module,
 * so the tip page takes only this from src/lib/address-params.ts (which re-exports it).
 */
export function isUuid(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}
