import { isErrorCode } from './catalogue';
import {
  clearScenarios,
  forceError,
  forceNetworkError,
  forceServerError,
  getScenarios,
  setLatency,
  setOffline,
  type ScenarioEffect,
} from './scenarios';

/** The query parameters the mock backend reads; the app never sees them (they are removed). */
export const SCENARIO_PARAMS = ['mockError', 'mockLatency', 'mockOffline'] as const;

export type ParsedMockError =
  { call: string; effect: ScenarioEffect; once: boolean } | { clear: true };

/**
 * One `mockError` value: `<call>:<what>[:once]`, where what is a catalogue code, a 5xx status
 * or `network`; `clear` (or an empty value) clears every scenario. Null when malformed.
 */
export function parseMockError(value: string): ParsedMockError | null {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'clear') return { clear: true };
  const parts = trimmed.split(':');
  const once = parts.at(-1) === 'once';
  if (once) parts.pop();
  if (parts.length !== 2 || !parts[0]) return null;
  const [call, what] = parts as [string, string];
  if (what === 'network') return { call, effect: { kind: 'network' }, once };
  if (/^5\d\d$/.test(what)) return { call, effect: { kind: 'status', status: Number(what) }, once };
  if (isErrorCode(what)) return { call, effect: { kind: 'code', code: what }, once };
  return null;
}

function sameRuleExists(call: string, effect: ScenarioEffect, once: boolean): boolean {
  return getScenarios().rules.some(
    (rule) =>
      rule.call === call &&
      (rule.times === 'once') === once &&
      JSON.stringify(rule.effect) === JSON.stringify(effect),
  );
}

/**
 * Applies `?mockError=...&mockLatency=ms&mockOffline=1` (repeatable mockError). Returns the
 * values it could not read, so the caller can warn about them.
 */
export function applyScenarioParams(search: string): string[] {
  const params = new URLSearchParams(search);
  const rejected: string[] = [];
  for (const value of params.getAll('mockError')) {
    const parsed = parseMockError(value);
    if (!parsed) rejected.push(value);
    else if ('clear' in parsed) clearScenarios();
    else if (!sameRuleExists(parsed.call, parsed.effect, parsed.once)) {
      const options = { once: parsed.once };
      if (parsed.effect.kind === 'code') forceError(parsed.call, parsed.effect.code, options);
      else if (parsed.effect.kind === 'status')
        forceServerError(parsed.call, parsed.effect.status, options);
      else forceNetworkError(parsed.call, options);
    }
  }
  const latency = params.get('mockLatency');
  if (latency !== null) {
    if (/^\d+$/.test(latency)) setLatency(Number(latency));
    else rejected.push(`mockLatency=${latency}`);
  }
  const offline = params.get('mockOffline');
  if (offline !== null) setOffline(offline === '1' || offline === 'true');
  return rejected;
}

/** The URL without the scenario parameters (they live in sessionStorage once applied). */
export function withoutScenarioParams(href: string): string {
  const url = new URL(href);
  SCENARIO_PARAMS.forEach((name) => url.searchParams.delete(name));
  return url.toString();
}
