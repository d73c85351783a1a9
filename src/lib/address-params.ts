/*
 * What an address may carry, read one way everywhere: a path's id (`/cabinet/operations/:uuid`)
 * and a screen's query parameters (`?team=…&period=…`). A value that is not of its kind is never
 * sent to the server: an id is not found without asking, a parameter falls back to the screen's
 * default and the screen says so (the kit's AddressFallbackNotice).
 */

import { isIsoDay } from './iso-day';
import { isUuid } from './uuid';

export { isUuid };

/** How one parameter is read: its value, or undefined when the address's text is not one. */
export type ParamRule<T> = (text: string) => T | undefined;

/** An id, lower-cased (the form every list compares with). */
export const uuidParam: ParamRule<string> = (text) =>
  isUuid(text) ? text.toLowerCase() : undefined;

export const isoDayParam: ParamRule<string> = (text) => (isIsoDay(text) ? text : undefined);

export const oneOfParam =
  <T extends string>(values: readonly T[]): ParamRule<T> =>
  (text) =>
    values.find((value) => value === text);

export interface ReadParams<T> {
  /** Each parameter's value; null when the address leaves it out or holds no value of its kind. */
  values: { [K in keyof T]: T[K] | null };
  /** The parameters the address held a value for that is not of their kind. */
  refused: Array<keyof T & string>;
}

/**
 * Reads the parameters `rules` names from an address's query. An empty one (`?team=`) counts as
 * left out; one whose text its rule refuses counts as left out too, and is listed in `refused`
 * so the screen can say it showed its default instead.
 */
export function readParams<T extends object>(
  search: URLSearchParams,
  rules: { [K in keyof T]: ParamRule<T[K]> },
): ReadParams<T> {
  const values = {} as { [K in keyof T]: T[K] | null };
  const refused: Array<keyof T & string> = [];
  for (const name of Object.keys(rules) as Array<keyof T & string>) {
    const text = search.get(name);
    const value = text ? rules[name](text) : undefined;
    values[name] = value ?? null;
    if (text && value === undefined) refused.push(name);
  }
  return { values, refused };
}

/** The address's query without `names` (refused ones), so the next choice writes a clean address. */
export function withoutParams(search: URLSearchParams, names: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of names) next.delete(name);
  return next;
}
