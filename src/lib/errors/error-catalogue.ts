import type { MessageDescriptor } from 'react-intl';
import { catalogueMessages, catalogueSubtitles, catalogueTitles, errorDefaults } from './messages';

/** Every server error code of the catalogue (spec section 8). */
export const ERROR_CODES = [
  'action.not.started.error',
  'bad.credentials.error',
  'client.already.exists.error',
  'client.blocked.error',
  'client.notActive.error',
  'email.already.exists.error',
  'email.invalid.error',
  'file.size.invalid.error',
  'file.content.type.invalid.error',
  'gender.invalid.error',
  'invalid.attempt.error',
  'invalid.state.error',
  'no.session.error',
  'otp.expired.error',
  'otp.no.more.new.codes.error',
  'password.invalid.error',
  'phone.invalid.error',
  'sms.not.send.error',
  'invalid.session.error',
  'general.error',
  'field.invalid.format.error',
  'teamType.notFound.error',
  'team.notFound.error',
  'team.already.contains.client.error',
  'team.claim.alreadyExists.error',
  'modification.irrelevant.data.error',
  'client.registration.blocked.error',
  'card.already.exists.error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Flows whose screens word some errors their own way (lookup key `<code>.<flow>`). */
export const ERROR_FLOWS = ['auth', 'register', 'forgot', 'delete'] as const;
export type ErrorFlow = (typeof ERROR_FLOWS)[number];

/** Client-side code for a request that never reached the server. */
export const NETWORK_ERROR_CODE = 'network.error';
/** The result when there is no error object at all. */
export const GENERAL_ERROR_CODE = 'general.error' satisfies ErrorCode;

type CatalogueKey = keyof typeof catalogueMessages;

export interface ResolvedError {
  /** The catalogue key that matched (`code.flow`, `code`, network.error), or null for the defaults. */
  key: string | null;
  title: MessageDescriptor;
  /** Shown under the title in dialogs. */
  subtitle: MessageDescriptor;
  /** One-line form, for inline errors and toasts. */
  message: MessageDescriptor;
}

function isCatalogueKey(key: string): key is CatalogueKey {
  return Object.hasOwn(catalogueMessages, key);
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

function resolveKey(key: CatalogueKey): ResolvedError {
  const message = catalogueMessages[key];
  return {
    key,
    title:
      (catalogueTitles as Partial<Record<CatalogueKey, MessageDescriptor>>)[key] ??
      errorDefaults.title,
    subtitle:
      (catalogueSubtitles as Partial<Record<CatalogueKey, MessageDescriptor>>)[key] ?? message,
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
    (candidate): candidate is CatalogueKey => candidate !== null && isCatalogueKey(candidate),
  );
  if (key) return resolveKey(key);
  return {
    key: null,
    title: errorDefaults.title,
    subtitle: errorDefaults.subtitle,
    message: errorDefaults.message,
  };
}
