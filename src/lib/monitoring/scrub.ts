/**
 * Pure scrubbing of what error reporting may send (spec section 7). Nothing here knows Sentry:
 * ./sentry-options.ts applies these to events and breadcrumbs.
 */
export const HIDDEN = '[HIDDEN]';

/** Card and personal fields whose values are replaced in any logged text. */
export const SENSITIVE_TEXT_FIELDS = [
  'cvc',
  'pan',
  'email',
  'cardholderName',
  'cardholder',
  'expiry',
  'MM',
  'YYYY',
  'expirationMonth',
  'expirationYear',
  'phone',
  'birthDate',
  'fullName',
  'documentId',
  'issueDate',
] as const;

/** Fields filtered out of network breadcrumb bodies ("cardholder name" in any spelling). */
export const SENSITIVE_BODY_FIELDS = [
  'cvc',
  'pan',
  'email',
  'cardholderName',
  'expiry',
  'month',
  'year',
  'expirationMonth',
  'expirationYear',
  // Sign-in, registration and restore bodies (proven by src/features/auth/telemetry.test.tsx).
  'password',
  'oldPassword',
  'newPassword',
  'otp',
] as const;

/** `cardholder_name`, `cardHolderName` and `Cardholder Name` all normalise to `cardholdername`. */
function normaliseKey(key: string): string {
  return key.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const textKeys = new Set(SENSITIVE_TEXT_FIELDS.map(normaliseKey));
const bodyKeys = new Set(SENSITIVE_BODY_FIELDS.map(normaliseKey));

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Key spellings for the text pattern: as listed, plus snake_case (`cardholder_name`). */
const keyAlternatives = [
  ...new Set(
    SENSITIVE_TEXT_FIELDS.flatMap((key) => [
      key,
      key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
    ]),
  ),
]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|');

/**
 * `"pan":"4111…"` (also inside an escaped JSON string: `\"pan\":\"4111…\"`), `pan=4111…` and
 * `pan: 4111…`. Groups: 1 the key with its quotes and separator, then the value as one of:
 * 2 `\"…\"`, 3 `"…"`, 4 `'…'`, 5 bare after `=`, 6 bare after `:` (up to , ; & } ] or line end).
 */
const keyedValue = new RegExp(
  String.raw`((?<![\w$])(\\?["']?)(?:${keyAlternatives})\2\s*([:=])\s*)` +
    String.raw`(?:(\\"(?:[^"\\]|\\[^"])*\\")|("(?:[^"\\]|\\.)*")|('[^']*')|(?<==\s*)([^&\s#;,"'}\]]+)|(?<=:\s*)([^,;&}\]\r\n"']*[^,;&}\]\s"']))`,
  'gi',
);

/** Card-number-like digit runs (13–19 digits, spaces or dashes allowed) that pass the Luhn check. */
const panLike = /(?<![\w-])\d(?:[ -]?\d){12,18}(?![\w-])/g;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Replaces the values of the listed fields (and stray card numbers) in free text. */
export function scrubText(text: string): string {
  return text
    .replace(
      keyedValue,
      (
        _match,
        prefix: string,
        _quote,
        _separator,
        escaped?: string,
        double?: string,
        single?: string,
      ) => {
        if (escaped) return `${prefix}\\"${HIDDEN}\\"`;
        if (double) return `${prefix}"${HIDDEN}"`;
        if (single) return `${prefix}'${HIDDEN}'`;
        return `${prefix}${HIDDEN}`;
      },
    )
    .replace(panLike, (run) => (passesLuhn(run.replace(/\D/g, '')) ? HIDDEN : run));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function scrubWith(value: unknown, keys: ReadonlySet<string>, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null || seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrubWith(item, keys, seen));
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const hide = keys.has(normaliseKey(key)) && child !== null && typeof child !== 'object';
    result[key] = hide ? HIDDEN : scrubWith(child, keys, seen);
  }
  return result;
}

/**
 * Deep copy of a plain JSON-like value with listed keys' values hidden and every string
 * scrubbed. Used on whole events: messages, exception values, breadcrumbs, extra, contexts.
 */
export function scrubValue<T>(value: T): T {
  return scrubWith(value, textKeys, new WeakSet()) as T;
}

function hideBodyFields(value: unknown): unknown {
  return scrubWith(value, bodyKeys, new WeakSet());
}

function fromEntries(
  entries: Iterable<[string, FormDataEntryValue | string]>,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, entry] of entries) result[key] = typeof entry === 'string' ? entry : '[File]';
  return result;
}

/**
 * A request body as it may appear in a network breadcrumb, with the body fields hidden:
 * JSON text and objects, form-encoded text, URLSearchParams and FormData. Binary and
 * unreadable bodies give undefined (not attached).
 */
export function filterRequestBody(body: unknown): unknown {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string') {
    try {
      return hideBodyFields(JSON.parse(body));
    } catch {
      return body.includes('=')
        ? hideBodyFields(fromEntries(new URLSearchParams(body)))
        : scrubText(body);
    }
  }
  if (body instanceof URLSearchParams) return hideBodyFields(fromEntries(body));
  if (typeof FormData !== 'undefined' && body instanceof FormData)
    return hideBodyFields(fromEntries(body));
  if (isPlainObject(body) || Array.isArray(body)) return hideBodyFields(body);
  return undefined;
}
