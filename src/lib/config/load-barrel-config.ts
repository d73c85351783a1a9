import { fetchOrTakeEarly } from '@/lib/early-responses';
import {
  getRuntimeConfig,
  mergeRuntimeConfig,
  defaultRuntimeConfig,
  type RuntimeConfig,
} from './runtime-config';

/** Rejection text when the barrel cannot be reached at all (spec section 8). */
export const BARREL_NETWORK_ERROR = 'Запрос в barrel не был выполнен успешно';

/** The barrel document this app reads at start-up (documented in ./README.md). */
export const BARREL_NAME = 'tips-web';

/**
 * The keys asked for at start-up: every runtime setting except `barrelPrefix`, which has to be
 * known before the barrel can be asked anything.
 */
export const BARREL_KEYS = [
  'apiPrefix',
  'gatewayPrefix',
  'rootHosts',
  'gatewayOrigins',
  'sentryDsn',
  'sentryTunnel',
  'sentryEnvironment',
] as const satisfies ReadonlyArray<Exclude<keyof RuntimeConfig, 'barrelPrefix'>>;

async function fetchOne(name: string, key: string): Promise<unknown> {
  const url = new URL(
    `${getRuntimeConfig().barrelPrefix}/${encodeURIComponent(name)}`,
    window.location.href,
  );
  url.searchParams.set('key', key.toLowerCase());
  let response: Response;
  try {
    response = await fetchOrTakeEarly(url.href, {
      headers: { Accept: 'application/json, text/plain;q=0.9' },
    });
  } catch {
    throw new Error(BARREL_NETWORK_ERROR);
  }
  if (response.status !== 200) throw new Error(response.statusText || String(response.status));
  const isJson = /\bjson\b/i.test(response.headers.get('content-type') ?? '');
  return isJson ? response.json() : response.text();
}

/**
 * GET {barrelPrefix}/{name}?key={lowercased key}. One key gives its value (JSON parsed, other
 * content as text); a list gives a map by key in which failed keys are left out (and warned about).
 */
export function fetchBarrel(name: string, key: string): Promise<unknown>;
export function fetchBarrel(
  name: string,
  keys: readonly string[],
): Promise<Record<string, unknown>>;
export async function fetchBarrel(
  name: string,
  keyOrKeys: string | readonly string[],
): Promise<unknown> {
  if (typeof keyOrKeys === 'string') return fetchOne(name, keyOrKeys);
  const settled = await Promise.allSettled(keyOrKeys.map((key) => fetchOne(name, key)));
  const values: Record<string, unknown> = {};
  const failures: string[] = [];
  settled.forEach((result, index) => {
    const key = keyOrKeys[index]!;
    if (result.status === 'fulfilled') values[key] = result.value;
    else
      failures.push(
        `${key}: ${result.reason instanceof Error ? result.reason.message : String(result.reason)}`,
      );
  });
  if (failures.length > 0)
    console.warn(`barrel ${name}: keys left out, defaults kept (${failures.join('; ')})`);
  return values;
}

/**
 * Keeps only values of the same shape as the default, so a stray barrel value cannot break the
 * app. Text starting with `<` is refused too: a host without a barrel often answers any path
 * with the SPA's index.html and status 200.
 */
function toConfigPatch(values: Record<string, unknown>): Partial<RuntimeConfig> {
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const fallback: unknown = defaultRuntimeConfig[key as keyof RuntimeConfig];
    const fits = Array.isArray(fallback)
      ? Array.isArray(value) && value.every((item) => typeof item === 'string')
      : typeof value === typeof fallback &&
        !(typeof value === 'string' && value.trimStart().startsWith('<'));
    if (fits) patch[key] = value;
    else console.warn(`barrel ${BARREL_NAME}: key "${key}" has an unexpected shape, default kept`);
  }
  return patch;
}

/**
 * Start-up: asks the barrel for BARREL_KEYS and merges what came back. Never rejects: a failed
 * key only warns in the console and its default stays (spec section 8).
 */
export async function loadBarrelConfig(
  name: string = BARREL_NAME,
  keys: readonly string[] = BARREL_KEYS,
): Promise<void> {
  mergeRuntimeConfig(toConfigPatch(await fetchBarrel(name, keys)));
}
