import { HttpResponse, type http } from 'msw';
import type { z } from 'zod';

/**
 * Ends a resolver with this response. msw answers a thrown Response as is, which is how
 * orval's factories let an override answer something other than its typed 200 body.
 */
export function answerWith(response: Response): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- msw's documented way to answer from inside an override
  throw response;
}
import type { ErrorResponse } from '../../src/api/generated/model';
import { statusOf, type ErrorCode } from '../scenarios/catalogue';

/**
 * Answers the contract's error body `{ code, ...extra }` (throwing ends the resolver, as orval's
 * factories allow).
 */
export function apiError(
  code: ErrorCode,
  status: number = statusOf(code),
  extra: Pick<ErrorResponse, 'field' | 'retryAfterSeconds'> = {},
): never {
  return answerWith(HttpResponse.json({ code, ...extra }, { status }));
}

/**
 * Answers `body` with a cookie. orval's factories take only the body, so the stateful handler
 * throws the full response; callers type `body` with `satisfies` against the generated type.
 */
export function respondWithCookie(body: unknown, cookie: string): never {
  const headers = { 'Set-Cookie': cookie };
  if (body === null || body === undefined)
    return answerWith(new HttpResponse(null, { status: 200, headers }));
  return answerWith(HttpResponse.json(body as Record<string, unknown>, { status: 200, headers }));
}

/**
 * The request body checked against the generated zod body schema. A body the contract refuses
 * answers field.invalid.format.error naming the first bad field, or the code `fieldCodes` gives
 * for that field (a short password is password.invalid.error, not a format error).
 */
export async function readBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  fieldCodes: Partial<Record<string, ErrorCode>> = {},
): Promise<z.output<Schema>> {
  const text = await request.text();
  let json: unknown;
  try {
    json = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return apiError('field.invalid.format.error');
  }
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  const field = result.error.issues[0]?.path.join('.') ?? '';
  return apiError(
    fieldCodes[field] ?? 'field.invalid.format.error',
    undefined,
    field ? { field } : {},
  );
}

/** What orval's factories pass to an override: the request, its cookies and path params. */
export type ResolverInfo = Parameters<Parameters<typeof http.post>[1]>[0];
