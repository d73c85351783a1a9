import { getResponse, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { operations } from '@/api/generated/operations';

/**
 * Every generated MSW handler, asked with no override, answers what the contract promises:
 * a 2xx whose JSON body passes the operation's generated zod schema. Faker data is random,
 * so each handler is asked several times.
 */

// Imported one by one, never through a barrel (orval issue #3318).
const mswModules = import.meta.glob<Record<string, unknown>>('/mocks/generated/*/*.msw.ts', {
  eager: true,
});
const zodModules = import.meta.glob<Record<string, unknown>>('/src/api/generated/zod/*/*.zod.ts', {
  eager: true,
});

const SAMPLES = 20;
const pascalCase = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);
const isZodSchema = (value: unknown): value is ZodType =>
  typeof value === 'object' && value !== null && 'safeParse' in value;

describe('generated MSW handlers answer their contract by default', () => {
  it('exist for every operation', () => {
    // Issue 3's 109 calls, and issue 26's dashboard, review/summary and review/list, issue 28's qrcode/statistic.
    expect(operations).toHaveLength(113);
  });

  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s',
    async (_, operation) => {
      const name = pascalCase(operation.operationId);
      const factory =
        mswModules[`/mocks/generated/${operation.tag}/${operation.tag}.msw.ts`]?.[
          `get${name}MockHandler`
        ];
      expect(factory, `get${name}MockHandler`).toBeTypeOf('function');
      const handler = (factory as () => RequestHandler)();
      const schema =
        zodModules[`/src/api/generated/zod/${operation.tag}/${operation.tag}.zod.ts`]?.[
          `${name}Response`
        ];
      const url = `http://localhost/api${operation.path.replace(/\{[^}]+\}/g, 'a1b2c3d4-0000-4000-8000-000000000000')}`;

      for (let sample = 0; sample < SAMPLES; sample += 1) {
        const response = await getResponse(
          [handler],
          new Request(url, { method: operation.method }),
        );
        expect(response?.status, `${operation.operationId} status`).toBeGreaterThanOrEqual(200);
        expect(response?.status).toBeLessThan(300);
        if (!response?.headers.get('Content-Type')?.includes('json')) continue;
        const body: unknown = await response.json();
        expect(isZodSchema(schema), `${name}Response`).toBe(true);
        const result = (schema as ZodType).safeParse(body);
        expect(result.error?.issues, `${operation.operationId} sample ${sample}`).toBeUndefined();
      }
    },
  );
});
