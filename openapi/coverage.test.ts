// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveUrl } from '@/api/request';
import { bundleSpec, type BundledSpec } from './bundle';

/**
 * The contract against issue 3: every call of the list in required-calls.txt (copied verbatim
 * from the issue) is in the bundled spec and nothing else is; every operation carries what later
 * work relies on (id, summary, tag, example, its statuses and error codes).
 */

interface Operation {
  operationId: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Array<{ example?: unknown }>;
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, Response | { $ref: string }>;
}
interface Response {
  description: string;
  'x-error-codes'?: string[];
  content?: Record<string, { example?: unknown }>;
}
interface Located {
  method: string;
  path: string;
  servers?: Array<{ url: string }>;
  operation: Operation;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'];
const here = import.meta.dirname;

let spec: BundledSpec;
let operations: Located[];

beforeAll(() => {
  spec = bundleSpec();
  operations = Object.entries(spec.paths).flatMap(([path, item]) =>
    methods
      .filter((method) => method in item)
      .map((method) => ({
        method: method.toUpperCase(),
        path,
        servers: item.servers as Located['servers'],
        operation: item[method] as Operation,
      })),
  );
});

const resolveResponse = (response: Response | { $ref: string }): Response =>
  '$ref' in response
    ? (spec.components.responses?.[
        response.$ref.replace('#/components/responses/', '')
      ] as Response)
    : response;

const errorCodesOf = (operation: Operation): Map<string, string[]> =>
  new Map(
    Object.entries(operation.responses)
      .filter(([status]) => /^[45]\d\d$/.test(status))
      .map(([status, response]) => [status, resolveResponse(response)['x-error-codes'] ?? []]),
  );

/** "POST payment/form" → POST /payment/form; the gateway line names no method. */
function parseCall(line: string): { method?: string; path: string; gateway: boolean } {
  const gateway = line.startsWith('GATEWAY');
  const [method, path] = gateway ? [undefined, line.split(' ').at(-1)] : line.split(' ');
  return { method, path: `/${path}`, gateway };
}

describe('the contract covers the calls of issue 3', () => {
  const calls = readFileSync(join(here, 'required-calls.txt'), 'utf8').split('\n').filter(Boolean);

  it('lists 109 calls', () => {
    expect(calls).toHaveLength(109);
  });

  it.each(calls)('%s', (line) => {
    const { method, path, gateway } = parseCall(line);
    const found = operations.find(
      (op) => op.path === path && (method === undefined || op.method === method),
    );
    expect(found, `${line} is missing from openapi/`).toBeDefined();
    if (gateway) expect(found?.servers?.map((s) => s.url)).toEqual(['/payment-gateway']);
  });

  it('has no operation outside the list but the calls added later, each marked x-inferred', () => {
    const listed = new Set(calls.map((line) => parseCall(line).path));
    const added = operations.filter((op) => !listed.has(op.path));
    expect(
      added
        .filter((op) => (op.operation as { 'x-inferred'?: boolean })['x-inferred'] !== true)
        .map((op) => `${op.method} ${op.path}`),
    ).toEqual([]);
    expect(operations.length - added.length).toBe(109);
  });

  it('serves the gateway and barrel calls from their own prefixes, everything else from the API prefix', () => {
    expect(resolveUrl('/finished-payment-info?orderId=1&language=ru')).toBe(
      '/payment-gateway/finished-payment-info?orderId=1&language=ru',
    );
    expect(resolveUrl('/barrel/web?key=apiprefix')).toBe('/barrel/web?key=apiprefix');
    const elsewhere = operations
      .filter((op) => op.servers !== undefined)
      .map((op) => op.operation.operationId);
    expect(elsewhere.sort()).toEqual(['getBarrelValue', 'getFinishedPaymentInfo']);
    for (const { path } of operations.filter((op) => op.servers === undefined)) {
      expect(resolveUrl(path)).toBe(`/api${path}`);
    }
  });
});

describe('every operation', () => {
  it('has a unique verb-noun camelCase operationId, a summary and one declared tag', () => {
    const tags = new Set((spec.tags as Array<{ name: string }>).map((tag) => tag.name));
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { operation } of operations) {
      expect(operation.operationId).toMatch(/^[a-z]+([A-Z][a-z0-9]*)*$/);
      expect(operation.summary, operation.operationId).toBeTruthy();
      expect(operation.tags).toHaveLength(1);
      expect(tags.has(operation.tags?.[0] ?? '')).toBe(true);
    }
  });

  it('has an example', () => {
    for (const { operation } of operations) {
      const examples = [
        ...Object.values(operation.requestBody?.content ?? {}).map((media) => media.example),
        ...(operation.parameters ?? []).map((parameter) => parameter.example),
        ...Object.values(operation.responses).flatMap((response) =>
          Object.values(resolveResponse(response).content ?? {}).map((media) => media.example),
        ),
      ];
      expect(
        examples.some((example) => example !== undefined),
        operation.operationId,
      ).toBe(true);
    }
  });

  it('lists its error statuses with catalogue codes, and session calls answer 401 with the session codes', () => {
    const catalogue = new Set((spec.components.schemas?.ErrorCode as { enum: string[] }).enum);
    for (const { operation } of operations) {
      // The barrel is a static configuration server, not the API: its 404 is plain text.
      if (operation.operationId === 'getBarrelValue') continue;
      const codes = errorCodesOf(operation);
      expect(
        [...codes.keys()].some((status) => status.startsWith('4')),
        operation.operationId,
      ).toBe(true);
      for (const [status, list] of codes) {
        expect(list.length, `${operation.operationId} ${status}`).toBeGreaterThan(0);
        for (const code of list)
          expect(catalogue.has(code), `${operation.operationId} ${code}`).toBe(true);
      }
      const needsSession = operation.security === undefined || operation.security.length > 0;
      if (needsSession) {
        expect(codes.get('401'), operation.operationId).toEqual([
          'no.session.error',
          'invalid.session.error',
        ]);
      }
    }
  });

  it('together can answer every catalogue code', () => {
    const catalogue = (spec.components.schemas?.ErrorCode as { enum: string[] }).enum;
    const used = new Set(
      operations.flatMap(({ operation }) => [...errorCodesOf(operation).values()].flat()),
    );
    expect(catalogue.filter((code) => !used.has(code))).toEqual([]);
    expect(catalogue).toHaveLength(28);
  });
});

describe('inferred parts', () => {
  it('carry a description for the backend team wherever x-inferred is set', () => {
    const undocumented: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) return node.forEach((child, index) => walk(child, `${at}/${index}`));
      if (typeof node !== 'object' || node === null) return;
      const record = node as Record<string, unknown>;
      if (record['x-inferred'] === true && typeof record.description !== 'string')
        undocumented.push(at);
      for (const [key, child] of Object.entries(record)) walk(child, `${at}/${key}`);
    };
    walk(spec, '#');
    expect(undocumented).toEqual([]);
  });
});

describe('openapi/README.md', () => {
  it('maps every operation to its hook', () => {
    const readme = readFileSync(join(here, 'README.md'), 'utf8');
    const missing = operations
      .map(({ operation }) => operation.operationId)
      .filter((id) => !readme.includes(`\`${id}\``));
    expect(missing).toEqual([]);
  });
});
