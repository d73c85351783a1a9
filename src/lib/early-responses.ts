/**
 * Hand-over of responses to requests made before the app's code arrived.
 *
 * Production builds run src/app/early-start/early-start.ts inline in index.html (build/plugins/inline-early-start.ts): while the
 * entry script is still downloading, it asks the barrel, the settings and the first page's
 * data, and leaves each response here under its request. The app's own fetches (http-client,
 * the barrel loader) go through `fetchOrTakeEarly`, which hands over a matching response
 * instead of asking again. A response is taken at most once, and only until the app closes
 * the hand-over after its first render: nothing early is ever served to a later request.
 * Without the inline script (development, mock builds, tests) every call simply fetches.
 */
import type { RuntimeConfig } from './config/runtime-config';

interface EarlyStart {
  /** Response promises by request key (method, URL, body). */
  responses: Map<string, Promise<Response>>;
  /** The runtime configuration the inline script loaded from the barrel, once it has. */
  config?: Promise<Partial<RuntimeConfig>>;
  /** Settles once the inline script has made every request it is going to make. */
  started: Promise<void>;
  closed: boolean;
}

const HANDOFF = '__tipsEarlyStart';
type WithHandoff = typeof globalThis & { [HANDOFF]?: EarlyStart };
const handoff = () => (globalThis as WithHandoff)[HANDOFF];

/** Set only in the inline script's own copy of this module: it records instead of taking. */
let recording = false;

const requestKey = (url: string, init: RequestInit) =>
  `${(init.method ?? 'GET').toUpperCase()} ${url} ${typeof init.body === 'string' ? init.body : ''}`;

/** The inline early start: opens the hand-over; call the returned function when done asking. */
export function openEarlyStart(): () => void {
  recording = true;
  let markStarted = () => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  (globalThis as WithHandoff)[HANDOFF] = { responses: new Map(), started, closed: false };
  return markStarted;
}

/** fetch(), except that a response the inline script already asked for is handed over. */
export function fetchOrTakeEarly(url: string, init: RequestInit = {}): Promise<Response> {
  const early = handoff();
  if (!early || early.closed) return fetch(url, init);
  const key = requestKey(url, init);
  if (recording) {
    const response = fetch(url, init);
    early.responses.set(key, response);
    // The app reads the original body; the inline script reads a copy.
    return response.then((answer) => answer.clone());
  }
  const taken = early.responses.get(key);
  if (!taken) return fetch(url, init);
  early.responses.delete(key);
  return taken;
}

/** The inline early start: hands the configuration it loads over to the app. */
export function handOverConfig(config: Promise<Partial<RuntimeConfig>>): void {
  const early = handoff();
  if (early) early.config = config;
}

/** The configuration the inline script loaded, or undefined when there was no early start. */
export function takeEarlyConfig(): Promise<Partial<RuntimeConfig>> | undefined {
  return handoff()?.config;
}

/** Settles when the inline script has made its requests (at once when there is none). */
export function earlyStartSettled(): Promise<void> {
  return handoff()?.started ?? Promise.resolve();
}

/** The app has rendered: responses nobody took are dropped, later calls all fetch. */
export function closeEarlyStart(): void {
  const early = handoff();
  if (!early) return;
  early.closed = true;
  early.responses.clear();
}
