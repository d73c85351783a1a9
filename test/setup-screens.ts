import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { appPreloaded } from './preload-app';

/**
 * Screen tests share their worker from file to file (vitest.config.ts, project "screens").
 * Every screen is imported before the first test, outside any test's time; each file starts
 * from a clean browser and leaves no stub or fake clock to the next.
 */
await appPreloaded;

beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.title = '';
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  window.history.replaceState(null, '', '/');
  // jsdom runs animation frames on a timer it schedules once per window: a file that faked the
  // timers while a frame was pending left frames stopped for every later file in the worker
  // (the charts, which measure in a frame, never drew). Frames run on the current timers.
  window.requestAnimationFrame = (callback) =>
    window.setTimeout(() => callback(performance.now()), 16);
  window.cancelAnimationFrame = (handle) => window.clearTimeout(handle);
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
