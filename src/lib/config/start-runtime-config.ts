import { takeEarlyConfig } from '@/lib/early-responses';
import { mergeRuntimeConfig } from './runtime-config';

/**
 * Start-up configuration: what the inline early start already loaded from the barrel
 * (production builds), else the barrel asked now. The loader is only downloaded in the second
 * case, so production pages do not ship it twice. Never rejects.
 */
export async function startRuntimeConfig(): Promise<void> {
  const early = takeEarlyConfig();
  try {
    if (early) mergeRuntimeConfig(await early);
    else await (await import('./load-barrel-config')).loadBarrelConfig();
  } catch (error) {
    console.warn('runtime configuration: defaults kept', error);
  }
}
