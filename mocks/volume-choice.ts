import { isVolume, type Volume } from './db/volume';

/** Where the browser remembers the chosen data volume (the QA panel, `?mockVolume=`). */
const VOLUME_KEY = 'tips-mock/volume';
export const VOLUME_PARAM = 'mockVolume';

/** The data volume this browser asked for; `normal` unless chosen. */
export function chosenVolume(): Volume {
  const stored = localStorage.getItem(VOLUME_KEY);
  return isVolume(stored) ? stored : 'normal';
}

/** Remembers a volume for the next start (the page reloads to apply it). */
export function chooseVolume(volume: Volume): void {
  localStorage.setItem(VOLUME_KEY, volume);
}

/**
 * Reads `?mockVolume=large|normal` once, remembers it and takes it out of the address (e2e and
 * benchmarks open the app with it). Answers an unreadable value, for a warning.
 */
export function applyVolumeParam(url: URL): string | null {
  const value = url.searchParams.get(VOLUME_PARAM);
  if (value === null) return null;
  url.searchParams.delete(VOLUME_PARAM);
  if (!isVolume(value)) return value;
  chooseVolume(value);
  return null;
}
