import type { MessageDescriptor } from 'react-intl';
import { NETWORK_ERROR_CODE } from '@/api/api-error';
import { ErrorCode as ContractErrorCodes } from '@/api/generated/model/errorCode';
import type { ErrorCode } from '@/api/generated/model/errorCode';
import { errorDefaults } from './messages';

export type { ErrorCode };
export { NETWORK_ERROR_CODE };

/** Every server error code of the catalogue (spec section 8), as the contract lists them. */
export const ERROR_CODES = /* @__PURE__ */ Object.values(ContractErrorCodes);

/** Flows whose screens word some errors their own way (lookup key `<code>.<flow>`). */
export const ERROR_FLOWS = [
  'auth',
  'register',
  'forgot',
  'delete',
  'changePhone',
  'changeEmail',
  'changePassword',
] as const;
export type ErrorFlow = (typeof ERROR_FLOWS)[number];

/**
 * The kind of login a flow uses (the settings' loginMode): texts that name it have an
 * `<code>.email` wording; the bare code's names the phone, as spec section 8 words it.
 */
export type LoginKind = 'email' | 'phone';

/** The result when there is no error object at all. */
export const GENERAL_ERROR_CODE = 'general.error' satisfies ErrorCode;

/**
 * Whether the catalogue has a text under a key. The catalogue is the `errors` namespace of the
 * translations: `errors.<key>` is a key's message, `errors.<key>.title` and `.subtitle` its own
 * title and subtitle where it has them, `<code>.<flow>` a flow's own wording, and `.<login kind>`
 * after either the wording for that kind of login.
 */
export type CatalogueHas = (key: string) => boolean;

export interface ResolvedError {
  /** The catalogue key that matched (`code.flow`, `code`, network.error), or null for the defaults. */
  key: string | null;
  title: MessageDescriptor;
  /** Shown under the title (dialogs, failed screens); never the title's words again. */
  subtitle: MessageDescriptor;
  /** One-line form, for inline errors and toasts. */
  message: MessageDescriptor;
}

const textOf = (key: string): MessageDescriptor => ({ id: `errors.${key}` });

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

/**
 * general.error's own text is the default title itself («Что-то пошло не так...»): under that
 * title it would be said twice, so its subtitle is the default one.
 */
function resolveKey(key: string, has: CatalogueHas): ResolvedError {
  const message = textOf(key);
  return {
    key,
    title: has(`${key}.title`) ? textOf(`${key}.title`) : errorDefaults.title,
    subtitle: has(`${key}.subtitle`)
      ? textOf(`${key}.subtitle`)
      : key === GENERAL_ERROR_CODE
        ? errorDefaults.subtitle
        : message,
    message,
  };
}

/**
 * Turns any error-ish value into catalogue texts: `<code>.<flow>` first, then the bare code,
 * then the defaults; where the login kind is known, each with `.<login kind>` before it
 * (`<code>.<flow>.email`, `<code>.<flow>`, `<code>.email`, `<code>`). No error object gives
 * general.error; a network failure gives network.error.
 */
export function resolveError(
  error: unknown,
  has: CatalogueHas,
  flow?: ErrorFlow,
  login?: LoginKind,
): ResolvedError {
  if (error === null || error === undefined) return resolveKey(GENERAL_ERROR_CODE, has);
  if (isNetworkError(error)) return resolveKey(NETWORK_ERROR_CODE, has);
  const code = codeOf(error);
  const bases = !code ? [] : flow ? [`${code}.${flow}`, code] : [code];
  const key = bases
    .flatMap((base) => (login ? [`${base}.${login}`, base] : [base]))
    .find((candidate) => has(candidate));
  if (key) return resolveKey(key, has);
  return {
    key: null,
    title: errorDefaults.title,
    subtitle: errorDefaults.subtitle,
    message: errorDefaults.message,
  };
}
