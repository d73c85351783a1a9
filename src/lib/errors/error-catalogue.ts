import type { MessageDescriptor } from 'react-intl';
import { NETWORK_ERROR_CODE } from '@/api/api-error';
import { ErrorCode as ContractErrorCodes } from '@/api/generated/model/errorCode';
import type { ErrorCode } from '@/api/generated/model/errorCode';
import { errorDefaults } from './messages';

export type { ErrorCode };
export { NETWORK_ERROR_CODE };

/** Every server error code of the catalogue (spec section 8), as the contract lists them. */
export const ERROR_CODES = Object.values(ContractErrorCodes);

/** Flows whose screens word some errors their own way (lookup key `<code>.<flow>`). */
export const ERROR_FLOWS = ['auth', 'register', 'forgot', 'delete'] as const;
export type ErrorFlow = (typeof ERROR_FLOWS)[number];

/** The result when there is no error object at all. */
export const GENERAL_ERROR_CODE = 'general.error' satisfies ErrorCode;

/** Codes worded per flow (errors.<code>.<flow> in every language). */
const CODES_WORDED_PER_FLOW: readonly string[] = ['action.not.started.error'];
/** Keys with a title of their own (errors.<key>.title); the rest use the default title. */
const KEYS_WITH_TITLE: readonly string[] = ['card.already.exists.error', NETWORK_ERROR_CODE];
/** Keys with a subtitle of their own (errors.<key>.subtitle); the rest repeat their message. */
const KEYS_WITH_SUBTITLE: readonly string[] = ['card.already.exists.error'];

export interface ResolvedError {
  /** The catalogue key that matched (`code.flow`, `code`, network.error), or null for the defaults. */
  key: string | null;
  title: MessageDescriptor;
  /** Shown under the title in dialogs. */
  subtitle: MessageDescriptor;
  /** One-line form, for inline errors and toasts. */
  message: MessageDescriptor;
}

/** Catalogue texts live in the `errors` namespace under their key. */
const textOf = (key: string): MessageDescriptor => ({ id: `errors.${key}` });

function isCatalogueKey(key: string): boolean {
  if (key === NETWORK_ERROR_CODE || (ERROR_CODES as string[]).includes(key)) return true;
  const flowStart = key.lastIndexOf('.');
  return (
    CODES_WORDED_PER_FLOW.includes(key.slice(0, flowStart)) &&
    (ERROR_FLOWS as readonly string[]).includes(key.slice(flowStart + 1))
  );
}

function codeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return typeof error.code === 'string' ? error.code : null;
}

/**
 * fetch rejects with a TypeError when the request never got an answer (offline, DNS, CORS);
 * browsers word it differently ("Failed to fetch", "NetworkError when…", "Load failed").
 */
export function isNetworkError(error: unknown): boolean {
  if (codeOf(error) === NETWORK_ERROR_CODE) return true;
  if (error instanceof TypeError) return /fetch|network|load failed/i.test(error.message);
  return error instanceof Error && error.name === 'NetworkError';
}

function resolveKey(key: string): ResolvedError {
  const message = textOf(key);
  return {
    key,
    title: KEYS_WITH_TITLE.includes(key) ? textOf(`${key}.title`) : errorDefaults.title,
    subtitle: KEYS_WITH_SUBTITLE.includes(key) ? textOf(`${key}.subtitle`) : message,
    message,
  };
}

/**
 * Turns any error-ish value into catalogue texts: `<code>.<flow>` first, then the bare code,
 * then the defaults. No error object gives general.error; a network failure gives network.error.
 */
export function resolveError(error: unknown, flow?: ErrorFlow): ResolvedError {
  if (error === null || error === undefined) {
    return { ...resolveKey(GENERAL_ERROR_CODE), subtitle: errorDefaults.subtitle };
  }
  if (isNetworkError(error)) return resolveKey(NETWORK_ERROR_CODE);
  const code = codeOf(error);
  const key = [code && flow ? `${code}.${flow}` : null, code].find(
    (candidate): candidate is string => candidate !== null && isCatalogueKey(candidate),
  );
  if (key) return resolveKey(key);
  return {
    key: null,
    title: errorDefaults.title,
    subtitle: errorDefaults.subtitle,
    message: errorDefaults.message,
  };
}
