import type { ErrorCode } from './catalogue';

/**
 * QA scenarios: one state, one API, used by the QA panel, the `?mockError=` URL syntax,
 * stories, vitest and Playwright (window.__mockBackend). The scenario gate
 * (./scenario-gate.ts) reads it before any stateful handler runs.
 */
export type ScenarioEffect =
  { kind: 'code'; code: ErrorCode } | { kind: 'status'; status: number } | { kind: 'network' };

export interface ScenarioRule {
  id: number;
  /** Call name as QA writes it (`payment/form`), `*` for every call, `a/b/*` for calls under a/b/. */
  call: string;
  effect: ScenarioEffect;
  times: 'once' | 'always';
}

export interface ScenarioState {
  rules: ScenarioRule[];
  /** Added to every API call. */
  latencyMs: number;
  /** Every API call fails on the network (fetch rejects). */
  offline: boolean;
}

export interface ForceOptions {
  /** Only the next matching call fails (default: every matching call until cleared). */
  once?: boolean;
}

const STORAGE_KEY = 'tips-mock/scenarios';
const initialState = (): ScenarioState => ({ rules: [], latencyMs: 0, offline: false });

let state: ScenarioState = initialState();
let nextId = 1;
let storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = null;
const listeners = new Set<(state: ScenarioState) => void>();

function commit(next: ScenarioState): void {
  state = next;
  if (storage) {
    if (next.rules.length === 0 && next.latencyMs === 0 && !next.offline)
      storage.removeItem(STORAGE_KEY);
    else storage.setItem(STORAGE_KEY, JSON.stringify(next));
  }
  listeners.forEach((listener) => listener(state));
}

/**
 * Browser only: keeps scenarios in sessionStorage, so a forced code holds across reloads of
 * this tab (and the trip to the gateway page) until cleared.
 */
export function keepScenariosIn(target: typeof storage): void {
  storage = target;
  const saved = target?.getItem(STORAGE_KEY);
  if (!saved) return;
  try {
    const parsed = JSON.parse(saved) as ScenarioState;
    nextId = Math.max(0, ...parsed.rules.map((rule) => rule.id)) + 1;
    state = parsed;
  } catch {
    target?.removeItem(STORAGE_KEY);
  }
}

export function getScenarios(): Readonly<ScenarioState> {
  return state;
}

export function subscribeScenarios(listener: (state: ScenarioState) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function addRule(call: string, effect: ScenarioEffect, options: ForceOptions): ScenarioRule {
  const rule: ScenarioRule = {
    id: nextId++,
    call: normaliseCall(call),
    effect,
    times: options.once ? 'once' : 'always',
  };
  // A newer rule for the same call wins: it goes first.
  commit({ ...state, rules: [rule, ...state.rules] });
  return rule;
}

/** Leading slashes and an /api/ prefix are forgiven: `payment/form`, `/api/payment/form`. */
function normaliseCall(call: string): string {
  return call
    .trim()
    .replace(/^\/+/, '')
    .replace(/^api\//, '');
}

/** Every matching call answers this catalogue code (with its HTTP status) until cleared. */
export function forceError(
  call: string,
  code: ErrorCode,
  options: ForceOptions = {},
): ScenarioRule {
  return addRule(call, { kind: 'code', code }, options);
}

/** Every matching call answers a bare 5xx (no error body a real gateway would send). */
export function forceServerError(
  call: string,
  status = 500,
  options: ForceOptions = {},
): ScenarioRule {
  return addRule(call, { kind: 'status', status }, options);
}

/** Every matching call fails on the network: fetch rejects. */
export function forceNetworkError(call: string, options: ForceOptions = {}): ScenarioRule {
  return addRule(call, { kind: 'network' }, options);
}

export function removeScenario(id: number): void {
  commit({ ...state, rules: state.rules.filter((rule) => rule.id !== id) });
}

export function setLatency(latencyMs: number): void {
  commit({ ...state, latencyMs: Math.max(0, Math.round(latencyMs)) });
}

export function setOffline(offline: boolean): void {
  commit({ ...state, offline });
}

export function clearScenarios(): void {
  commit(initialState());
}

/** `*` is every call; a trailing `/*` any call under that path (`profile/photo/download/*`). */
export function callMatches(pattern: string, call: string): boolean {
  if (pattern === '*' || pattern === call) return true;
  return pattern.endsWith('/*') && call.startsWith(pattern.slice(0, -1));
}

/**
 * The effect a call gets now, if any; a `once` rule is used up by the call it answers.
 */
export function takeScenarioFor(call: string): ScenarioEffect | null {
  const rule = state.rules.find((candidate) => callMatches(candidate.call, call));
  if (!rule) return null;
  if (rule.times === 'once') removeScenario(rule.id);
  return rule.effect;
}
