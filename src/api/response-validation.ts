import type { ZodType } from 'zod';
import { operations, type OperationEntry } from './generated/operations';

/**
 * Development and tests only (imported lazily by http-client.ts behind import.meta.env.DEV):
 * checks a 2xx answer against the zod schema orval generated from the contract, so a backend
 * or mock that drifts from openapi/ fails at the call instead of somewhere in the UI.
 */

/** A 2xx answer that does not match the contract. Never an ApiError: nobody should handle it. */
export class ContractViolationError extends Error {
  override readonly name = 'ContractViolationError';

  constructor(
    readonly operationId: string,
    readonly issues: unknown,
    options?: ErrorOptions,
  ) {
    super(`Response of ${operationId} does not match openapi/: ${JSON.stringify(issues)}`, options);
  }
}

const zodModules = import.meta.glob<Record<string, unknown>>('./generated/zod/*/*.zod.ts');

const matchers = operations.map((operation) => ({
  operation,
  pattern: new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

export function findOperation(method: string, url: string): OperationEntry | undefined {
  const path = url.split('?')[0] ?? url;
  return matchers.find(
    ({ operation, pattern }) => operation.method === method && pattern.test(path),
  )?.operation;
}

const isZodSchema = (value: unknown): value is ZodType =>
  typeof value === 'object' && value !== null && 'safeParse' in value;

const pascalCase = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

export async function validateResponse(method: string, url: string, body: unknown): Promise<void> {
  const operation = findOperation(method, url);
  if (!operation)
    throw new ContractViolationError(`${method} ${url}`, 'the call is not in the contract');
  if (body instanceof Blob) return;
  const load = zodModules[`./generated/zod/${operation.tag}/${operation.tag}.zod.ts`];
  const schema = (await load?.())?.[`${pascalCase(operation.operationId)}Response`];
  // Operations without a JSON answer (Done, binary) have no response schema to check.
  if (!isZodSchema(schema)) return;
  const result = schema.safeParse(body);
  if (!result.success) {
    const error = new ContractViolationError(operation.operationId, result.error.issues, {
      cause: result.error,
    });
    console.error(error);
    throw error;
  }
}
