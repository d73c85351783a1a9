/**
 * `npm run contract:conformance`
 *
 * Contract-conformance check of the mock backend (issue 12): every operation of the contract is
 * called with the contract's own example, signed in as the demo account, through an independent
 * validator, Prism's proxy (`prism proxy <contract> <upstream> --errors`), in front of the mock
 * HTTP server. Prints one row per operation with every violation under it, and exits 1 on any
 * request or response violation, on a 5xx answer, or when a call cannot be made.
 * How it works and how to read it: mocks/README.md, "Contract conformance".
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startMockServer } from '../mocks/http-server';
import { bundleSpec, type BundledSpec } from '../openapi/bundle';
import { operations, type OperationEntry } from '../src/api/generated/operations';

const DEMO_LOGIN = { email: 'demo@example.com', password: 'Demo1234' };
const HOST = '127.0.0.1';
const CALL_TIMEOUT_MS = 10_000;
/** Prism's own answers (problem+json) have a type under this address; the mock's never do. */
const PRISM_ERROR_TYPE = 'https://stoplight.io/prism/errors#';
/** Sent with every call, so the tap between Prism and the mock knows which call it forwards. */
const CALL_HEADER = 'x-conformance-call';

/**
 * Calls that keep a one-time-code flow on their session or issue a new session token: each
 * group runs in a fresh demo session of its own, in flow order, after the ordinary calls.
 */
const OWN_SESSION_GROUPS: readonly (readonly string[])[] = [
  ['startAuth', 'resendAuthCode', 'finishAuth'],
  [
    'startRegistration',
    'startPersonalRegistration',
    'startBusinessRegistration',
    'checkRegistrationStart',
    'resendRegistrationCode',
    'checkRegistrationCode',
    'validateRegistrationPassword',
    'finishRegistration',
    'saveRegistrationBusinessData',
  ],
  [
    'startAccessRestore',
    'resendAccessRestoreCode',
    'checkAccessRestoreCode',
    'finishAccessRestore',
  ],
];

/**
 * Calls that may change how the demo account signs in, delete it or end the session: last, in
 * this order, in the main session, so nothing runs after them.
 */
const LAST_CALLS: readonly string[] = [
  'startPhoneChange',
  'resendPhoneChangeCode',
  'finishPhoneChange',
  'startEmailChange',
  'resendEmailChangeCode',
  'finishEmailChange',
  'updateProfileEmail',
  'startPasswordChange',
  'resendPasswordChangeCode',
  'finishPasswordChange',
  'changeProfilePassword',
  'startProfileDeletion',
  'resendProfileDeletionCode',
  'finishProfileDeletion',
  'logout',
];

/** A 1×1 PNG: the file every multipart `format: binary` field gets (uploads take png). */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// ---------------------------------------------------------------------------------------------
// The contract, as far as this check reads it

interface Schema {
  $ref?: string;
  format?: string;
  example?: unknown;
  examples?: unknown[];
  properties?: Record<string, Schema>;
}
interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { $ref?: string; value?: unknown }>;
}
interface Parameter {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { $ref?: string; value?: unknown }>;
}
interface ResponseObject {
  $ref?: string;
  content?: Record<string, MediaType>;
  /** The catalogue codes an error response can carry (openapi/README.md). */
  'x-error-codes'?: string[];
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { $ref?: string; content?: Record<string, MediaType> };
  responses: Record<string, ResponseObject>;
  servers?: { url: string }[];
}
type PathItem = Record<string, unknown> & { servers?: { url: string }[]; parameters?: Parameter[] };

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Follows a local `$ref` (`#/components/...`) of the bundled contract. */
function deref<T extends { $ref?: string }>(spec: BundledSpec, node: T): T {
  let current: T = node;
  for (let hops = 0; current.$ref; hops += 1) {
    if (hops > 20) throw new Error(`$ref chain too long at ${node.$ref}`);
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>(
        (parent, key) =>
          (parent as Record<string, unknown>)[key.replaceAll('~1', '/').replaceAll('~0', '~')],
        spec,
      ) as T;
  }
  return current;
}

/**
 * The contract with each operation's server prefix written into its path (`/team/list` →
 * `/api/team/list`, `/finished-payment-info` → `/payment-gateway/finished-payment-info`,
 * `/barrel/{name}` under `/`) and no servers. Prism's proxy routes a request by its path alone
 * and forwards it to `<upstream><path>` whichever server the operation declares, so this is how
 * one proxy in front of the mock's root reaches every call at the address the app uses.
 */
function withServerPrefixes(spec: BundledSpec): BundledSpec {
  const rootServers = (spec.servers as { url: string }[] | undefined) ?? [];
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, item] of Object.entries(spec.paths as Record<string, PathItem>)) {
    const { servers: itemServers, ...shared } = item;
    for (const method of METHODS.filter((name) => name in item)) {
      const { servers: operationServers, ...operation } = item[method] as Operation;
      const server = (operationServers ?? itemServers ?? rootServers)[0]?.url ?? '/';
      const prefix = new URL(server, 'http://server.invalid').pathname.replace(/\/+$/, '');
      const target = (paths[`${prefix}${path}`] ??= Object.fromEntries(
        Object.entries(shared).filter(([key]) => !METHODS.includes(key)),
      ));
      target[method] = operation;
    }
  }
  const prefixed: BundledSpec = { ...spec, paths };
  delete prefixed.servers;
  return prefixed;
}

/** A parameter's example as it goes on the wire (strings as they are, the rest as JSON). */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The contract's example: `example`, the first of `examples`, or the schema's. */
function exampleOf(spec: BundledSpec, holder: MediaType | Parameter): unknown {
  if (holder.example !== undefined) return holder.example;
  const named = Object.values(holder.examples ?? {})[0];
  if (named) return deref(spec, named).value;
  const schema = holder.schema && deref(spec, holder.schema);
  return schema?.example ?? schema?.examples?.[0];
}

// ---------------------------------------------------------------------------------------------
// One call

interface Violation {
  side: 'request' | 'response';
  /** Where, as Prism names it: `body.list.0.uuid`, `query.uuid`, `status`, `content-type`. */
  location: string;
  message: string;
  /** error, or Prism's warning (an undeclared error status); both fail the check. */
  severity: string;
  /** Prism, or this script for the two rules Prism does not check. */
  by: 'Prism' | 'check';
  /** The value at that location, when short enough to show. */
  found?: string;
  /** How many items of a list had this violation (collapseIndexes). */
  times?: number;
}

interface Row {
  operationId: string;
  /** Method and path template as the app calls it: `POST /api/team/list`. */
  call: string;
  /** What the mock answered; `422 (Prism)` when Prism stopped the call before the mock. */
  status: string;
  result: 'ok' | 'VIOLATION' | 'FAILED';
  notes: string[];
  violations: Violation[];
}

interface PlannedCall {
  operationId: string;
  call: string;
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The exact bytes sent; the tap hands these to the mock (see startTap). */
  body?: Uint8Array<ArrayBuffer>;
  /** What was sent, by Prism's location names, to show the value a request violation is about. */
  sent: { body?: unknown; query: Record<string, unknown>; path: Record<string, unknown> };
  /** 2xx statuses declared without content: the mock must send no body with them. */
  emptySuccess: Set<number>;
  /** `x-error-codes` of each declared error status. */
  errorCodes: Map<number, readonly string[]>;
  /** What Prism cannot check about this call, said in its row. */
  notes: string[];
}

/** What the mock answered to one forwarded call, recorded by the tap. */
interface Tapped {
  status: number;
  contentType: string;
  body: Buffer;
}

async function planCall(
  spec: BundledSpec,
  prismUrl: string,
  entry: OperationEntry,
  cookie: string,
): Promise<PlannedCall> {
  const method = entry.method.toLowerCase();
  const [path, item] =
    Object.entries(spec.paths as Record<string, PathItem>).find(
      ([, pathItem]) =>
        (pathItem[method] as Operation | undefined)?.operationId === entry.operationId,
    ) ?? [];
  if (!path || !item) throw new Error(`${entry.method} ${entry.path} is not in the contract`);
  const operation = item[method] as Operation;
  const plan: PlannedCall = {
    operationId: entry.operationId,
    call: `${entry.method} ${path}`,
    url: '',
    method: entry.method,
    headers: { cookie, [CALL_HEADER]: entry.operationId },
    sent: { query: {}, path: {} },
    emptySuccess: new Set(),
    errorCodes: new Map(),
    notes: [],
  };

  let url = path;
  const query = new URLSearchParams();
  for (const declared of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
    const parameter = deref(spec, declared);
    const { name, in: where, required } = parameter;
    const value = exampleOf(spec, parameter);
    if (value === undefined) {
      if (required) throw new Error(`the contract has no example for ${where} parameter ${name}`);
      continue;
    }
    if (where === 'path') {
      plan.sent.path[name] = value;
      url = url.replace(`{${name}}`, encodeURIComponent(asText(value)));
    } else if (where === 'query') {
      plan.sent.query[name] = value;
      for (const one of Array.isArray(value) ? value : [value]) query.append(name, asText(one));
    } else if (where === 'header') plan.headers[name.toLowerCase()] = asText(value);
    else throw new Error(`cookie parameter ${name}: not supported by this check`);
  }
  plan.url = `${prismUrl}${url}${query.size > 0 ? `?${query}` : ''}`;

  const requestBody = operation.requestBody && deref(spec, operation.requestBody);
  const [mediaType, content] = Object.entries(requestBody?.content ?? {})[0] ?? [];
  if (mediaType === 'application/json' && content) {
    const body = exampleOf(spec, content);
    if (body === undefined) throw new Error('the contract has no example for the request body');
    plan.sent.body = body;
    plan.headers['content-type'] = mediaType;
    plan.body = new TextEncoder().encode(JSON.stringify(body));
  } else if (mediaType === 'multipart/form-data' && content) {
    // The contract gives no example of a form: each field gets its schema's example, a binary
    // field the PNG. Serialised here so the tap can hand the mock these very bytes.
    const form = new FormData();
    for (const [name, property] of Object.entries(
      deref(spec, content.schema ?? {}).properties ?? {},
    )) {
      const field = deref(spec, property);
      if (field.format === 'binary')
        form.append(name, new Blob([PNG_1X1], { type: 'image/png' }), 'photo.png');
      else if ((field.example ?? field.examples?.[0]) !== undefined)
        form.append(name, asText(field.example ?? field.examples?.[0]));
    }
    const encoded = new Request('http://form.invalid', { method: 'POST', body: form });
    plan.headers['content-type'] = encoded.headers.get('content-type')!;
    plan.body = new Uint8Array(await encoded.arrayBuffer());
    plan.notes.push('multipart: Prism checked its parts; the mock got the original bytes');
  } else if (mediaType) throw new Error(`request body ${mediaType}: not supported by this check`);

  const accept = new Set<string>();
  for (const [code, declared] of Object.entries(operation.responses)) {
    const status = Number(code);
    const response = deref(spec, declared);
    const contents = Object.entries(response.content ?? {});
    if (status >= 200 && status < 300) {
      if (contents.length === 0) plan.emptySuccess.add(status);
      for (const [type, media] of contents) {
        accept.add(type);
        if (media.schema && deref(spec, media.schema).format === 'binary')
          plan.notes.push(
            `binary ${type} answer: Prism checked status and media type, not the bytes`,
          );
      }
    }
    if (response['x-error-codes']) plan.errorCodes.set(status, response['x-error-codes']);
  }
  plan.headers.accept = accept.size > 0 ? [...accept].join(', ') : '*/*';
  return plan;
}

/** The value at a location (`list.0.uuid`) in what was sent or answered, shown short. */
function valueAt(root: unknown, keys: readonly string[]): string | undefined {
  let value = root;
  for (const key of keys) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  if (value === undefined) return undefined;
  const text = JSON.stringify(value);
  return text.length <= 80 ? text : `${text.slice(0, 77)}...`;
}

interface PrismDiagnostic {
  location?: (string | number)[];
  severity?: string;
  message?: string;
}

interface PrismProblem {
  type?: string;
  title?: string;
  detail?: string;
  validation?: PrismDiagnostic[];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Prism's diagnostic as a row line: which side, where, what it said, and the value there. */
function toViolation(
  diagnostic: PrismDiagnostic,
  defaultSide: Violation['side'],
  plan: PlannedCall,
  answered: unknown,
): Violation {
  const location = (diagnostic.location ?? []).map(String);
  const side =
    location[0] === 'request' || location[0] === 'response'
      ? (location.shift() as Violation['side'])
      : defaultSide;
  const message = diagnostic.message ?? '(no message)';
  const [part, ...keys] = location;
  const source =
    side === 'response'
      ? part === 'body' && answered
      : part === 'body'
        ? plan.sent.body
        : part === 'query' || part === 'path'
          ? plan.sent[part]
          : undefined;
  // A missing property's parent object says nothing the message does not.
  const found = source && !/required property/.test(message) ? valueAt(source, keys) : undefined;
  return {
    side,
    location:
      location.join('.') ||
      (/status code/.test(message) ? 'status' : /media type/.test(message) ? 'content-type' : '-'),
    message,
    severity: (diagnostic.severity ?? 'error').toLowerCase(),
    by: 'Prism',
    ...(found === undefined ? {} : { found }),
  };
}

/**
 * Every violation Prism reported for one call. Its `sl-violations` header lists all of them, of
 * every severity (capped at 8 KB); with --errors, a response error also turns the answer into
 * Prism's 500 listing the errors in full, and a request violation stops the call with Prism's
 * 422 (or 401 for a missing session cookie) before it reaches the mock.
 */
function prismViolations(
  plan: PlannedCall,
  response: Response,
  problem: PrismProblem | undefined,
  answered: unknown,
): { violations: Violation[]; notes: string[] } {
  const notes: string[] = [];
  const header = response.headers.get('sl-violations');
  const listed = header ? parseJson(header) : [];
  if (!Array.isArray(listed))
    notes.push('Prism cut its sl-violations header: warnings may be missing');
  const diagnostics = Array.isArray(listed) ? (listed as PrismDiagnostic[]) : [];
  const errorType = problem?.type?.startsWith(PRISM_ERROR_TYPE)
    ? problem.type.slice(PRISM_ERROR_TYPE.length)
    : undefined;
  const side = errorType === 'VIOLATIONS' ? 'response' : 'request';
  const key = (d: PrismDiagnostic) => `${(d.location ?? []).join('.')}|${d.message}`;
  for (const diagnostic of problem?.validation ?? []) {
    const location = (diagnostic.location ?? []).map(String);
    const full = { ...diagnostic, location: location[0] === side ? location : [side, ...location] };
    if (!diagnostics.some((listedOne) => key(listedOne) === key(full))) diagnostics.push(full);
  }
  const violations = diagnostics.map((d) => toViolation(d, side, plan, answered));
  if (errorType && errorType !== 'VIOLATIONS' && violations.length === 0) {
    // Refused without a validation list: no session cookie, a content type, an unknown route.
    const boilerplate = problem?.detail?.includes('Prism is generating this error');
    violations.push({
      side: 'request',
      location: errorType === 'UNAUTHORIZED' ? 'security' : '-',
      message: `${errorType}: ${problem?.title ?? ''}${problem?.detail && !boilerplate ? ` (${problem.detail})` : ''}`,
      severity: 'error',
      by: 'Prism',
    });
  }
  return { violations, notes };
}

/**
 * The two contract rules Prism does not check: a 2xx declared without content has no body (Prism
 * validates a body only against declared content), and an error's `code` is one its status
 * lists under `x-error-codes` (an extension Prism does not read).
 */
function ruleViolations(plan: PlannedCall, upstream: Tapped, answered: unknown): Violation[] {
  const violations: Violation[] = [];
  if (plan.emptySuccess.has(upstream.status) && upstream.body.length > 0)
    violations.push({
      side: 'response',
      location: 'body',
      message: `the contract declares no content for ${upstream.status}; the mock sent ${upstream.contentType || 'a body'} (${upstream.body.length} bytes)`,
      severity: 'error',
      by: 'check',
      found: valueAt(answered ?? upstream.body.toString('utf8'), []),
    });
  const code = (answered as { code?: unknown } | undefined)?.code;
  const listed = plan.errorCodes.get(upstream.status);
  if (upstream.status >= 400 && typeof code === 'string' && listed && !listed.includes(code))
    violations.push({
      side: 'response',
      location: 'body.code',
      message: `not among the x-error-codes the contract lists for ${upstream.status}: ${listed.join(', ')}`,
      severity: 'error',
      by: 'check',
      found: JSON.stringify(code),
    });
  return violations;
}

/**
 * The same violation at several indexes of a list as one line: `body.list.*.hidden`, with the
 * distinct values found (at most 3) and how many times, so a wrong field in a list of 50 items
 * reads as one problem.
 */
function collapseIndexes(violations: readonly Violation[]): Violation[] {
  const anyIndex = (text: string) => text.replace(/\.\d+(?=\.|\s|$)/g, '.*');
  const groups = new Map<string, { line: Violation; found: Set<string>; times: number }>();
  for (const { found, ...violation } of violations) {
    const line = {
      ...violation,
      location: anyIndex(violation.location),
      message: anyIndex(violation.message),
    };
    const key = `${line.side}|${line.location}|${line.message}`;
    const group = groups.get(key) ?? { line, found: new Set<string>(), times: 0 };
    group.times += 1;
    if (found !== undefined) group.found.add(found);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ line, found, times }) => {
    const values = [...found];
    return {
      ...line,
      ...(values.length > 0
        ? { found: values.slice(0, 3).join(', ') + (values.length > 3 ? ', ...' : '') }
        : {}),
      ...(times > 1 ? { times } : {}),
    };
  });
}

async function runCall(plan: PlannedCall, tap: Map<string, Tapped>): Promise<Row> {
  const row: Row = {
    operationId: plan.operationId,
    call: plan.call,
    status: '-',
    result: 'ok',
    notes: [],
    violations: [],
  };
  tap.delete(plan.operationId);
  let response: Response;
  try {
    response = await fetch(plan.url, {
      method: plan.method,
      headers: plan.headers,
      ...(plan.body ? { body: plan.body } : {}),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (error) {
    return { ...row, result: 'FAILED', notes: [`no answer from Prism: ${String(error)}`] };
  }
  const text = await response.text();
  const upstream = tap.get(plan.operationId);
  const answered = upstream?.contentType.includes('json')
    ? parseJson(upstream.body.toString('utf8'))
    : undefined;
  const problem = response.headers.get('content-type')?.startsWith('application/problem+json')
    ? (parseJson(text) as PrismProblem | undefined)
    : undefined;

  row.status = upstream ? String(upstream.status) : `${response.status} (Prism)`;
  const fromPrism = prismViolations(plan, response, problem, answered);
  row.violations = collapseIndexes([
    ...fromPrism.violations,
    ...(upstream ? ruleViolations(plan, upstream, answered) : []),
  ]);
  row.notes.push(...fromPrism.notes);
  if (upstream && upstream.status >= 300 && upstream.status !== 401 && upstream.status < 500) {
    const code = (answered as { code?: unknown } | undefined)?.code;
    row.notes.push(typeof code === 'string' ? code : upstream.body.toString('utf8').slice(0, 40));
  }

  if (row.violations.length > 0) row.result = 'VIOLATION';
  else if (!upstream) {
    row.result = 'FAILED';
    row.notes.push(`Prism answered without asking the mock: ${text.slice(0, 160)}`);
  } else if (upstream.status >= 500) {
    row.result = 'FAILED';
    row.notes.push(`the mock failed: ${upstream.body.toString('utf8').slice(0, 160)}`);
  } else if (upstream.status === 401) {
    // Every call carries a live demo session: a session error means an earlier call ended it
    // or the handler lost it, and the call checked nothing of its own.
    row.result = 'FAILED';
    row.notes.push(
      `the mock refused the demo session: ${upstream.body.toString('utf8').slice(0, 80)}`,
    );
  }
  if (upstream && upstream.status < 300) row.notes.push(...plan.notes);
  return row;
}

// ---------------------------------------------------------------------------------------------
// Servers

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A pass-through between Prism and the mock. It records what the mock answered to each call
 * (status and body, which Prism replaces with its own error when it finds a violation), and it
 * hands the mock the bytes the check sent: Prism forwards a body it has read as UTF-8 text,
 * which garbles an image in a multipart upload. Prism has validated the request by then.
 */
async function startTap(
  upstream: URL,
  sentBodies: Map<string, Uint8Array>,
  tap: Map<string, Tapped>,
): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const id = incoming.headers[CALL_HEADER];
    const original = typeof id === 'string' ? sentBodies.get(id) : undefined;
    const headers = { ...incoming.headers };
    if (original) {
      delete headers['transfer-encoding'];
      headers['content-length'] = String(original.length);
    }
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          if (typeof id === 'string')
            tap.set(id, {
              status: answer.statusCode ?? 0,
              contentType: answer.headers['content-type'] ?? '',
              body: Buffer.concat(chunks),
            });
        });
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', (error) => {
      outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`tap: ${error.message}`);
    });
    if (original) {
      incoming.resume();
      incoming.on('end', () => forwarded.end(original));
    } else incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  return server;
}

/** `prism proxy <contract> <upstream> --errors`, resolved once it says it is listening. */
async function startPrism(contractFile: string, upstream: string, port: number) {
  const require = createRequire(import.meta.url);
  const packageFile = require.resolve('@stoplight/prism-cli/package.json');
  const { version } = require(packageFile) as { version: string };
  const child: ChildProcess = spawn(
    process.execPath,
    [
      join(dirname(packageFile), 'dist/index.js'),
      'proxy',
      contractFile,
      upstream,
      '--errors',
      '--host',
      HOST,
      '--port',
      String(port),
      '--multiprocess=false',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } },
  );
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Prism did not start in 30 s:\n${log}`)),
      30_000,
    );
    const onOutput = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Prism is listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', onOutput);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited (${code}) before listening:\n${log}`));
    });
  });
  return { child, version, url: `http://${HOST}:${port}`, log: () => log };
}

// ---------------------------------------------------------------------------------------------
// Sign-in as the demo account, through the proxy

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

async function signIn(prismUrl: string, mockUrl: string): Promise<string> {
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${prismUrl}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', cookie },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  const start = await post('auth/start', DEMO_LOGIN);
  if (!start.ok)
    throw new Error(`sign-in: auth/start answered ${start.status}: ${await start.text()}`);
  // The one-time code, from the mock's control calls (mocks/README.md, "One-time codes").
  const inbox = (await (await fetch(`${mockUrl}/__mock/inbox`)).json()) as {
    flow: string;
    sentTo: string;
    code: string;
    sentAt: number;
  }[];
  const [message] = inbox
    .filter(({ flow, sentTo }) => flow === 'auth' && sentTo === DEMO_LOGIN.email)
    .sort((a, b) => b.sentAt - a.sentAt);
  if (!message) throw new Error(`sign-in: no code for ${DEMO_LOGIN.email} in /__mock/inbox`);
  const finish = await post('auth/finish', { otp: message.code }, cookieOf(start));
  const cookie = cookieOf(finish);
  if (!finish.ok || !cookie.startsWith('SESSION='))
    throw new Error(`sign-in: auth/finish answered ${finish.status}: ${await finish.text()}`);
  return cookie;
}

// ---------------------------------------------------------------------------------------------
// The run

/** Ordinary calls in the main session, then the own-session groups, then the last calls. */
function scheduleOf(all: readonly OperationEntry[]) {
  const byId = new Map(all.map((operation) => [operation.operationId, operation]));
  const pick = (ids: readonly string[]) =>
    ids.map((id) => {
      const operation = byId.get(id);
      if (!operation) throw new Error(`${id} is scheduled here but is not in the contract`);
      return operation;
    });
  const special = new Set([...OWN_SESSION_GROUPS.flat(), ...LAST_CALLS]);
  return {
    main: all.filter((operation) => !special.has(operation.operationId)),
    groups: OWN_SESSION_GROUPS.map(pick),
    last: pick(LAST_CALLS),
  };
}

async function checkConformance(): Promise<{ rows: Row[]; prismVersion: string }> {
  const schedule = scheduleOf(operations);
  const workDir = mkdtempSync(join(tmpdir(), 'contract-conformance-'));
  const contract = withServerPrefixes(bundleSpec());
  const contractFile = join(workDir, 'contract.json');
  writeFileSync(contractFile, JSON.stringify(contract));

  const sentBodies = new Map<string, Uint8Array>();
  const tapped = new Map<string, Tapped>();
  const mock = await startMockServer({ port: 0, host: HOST, dataFile: null });
  const tap = await startTap(new URL(mock.url), sentBodies, tapped);
  const tapUrl = `http://${HOST}:${(tap.address() as AddressInfo).port}`;
  let prism: Awaited<ReturnType<typeof startPrism>> | undefined;
  try {
    prism = await startPrism(
      contractFile,
      tapUrl,
      Number(process.env.PRISM_PORT) || (await freePort()),
    );
    const rows: Row[] = [];
    const runAll = async (list: readonly OperationEntry[], cookie: string) => {
      for (const operation of list) {
        try {
          const plan = await planCall(contract, prism!.url, operation, cookie);
          if (plan.body) sentBodies.set(plan.operationId, plan.body);
          rows.push(await runCall(plan, tapped));
        } catch (error) {
          rows.push({
            operationId: operation.operationId,
            call: `${operation.method} ${operation.path}`,
            status: '-',
            result: 'FAILED',
            notes: [error instanceof Error ? error.message : String(error)],
            violations: [],
          });
        }
      }
    };
    const session = await signIn(prism.url, mock.url);
    await runAll(schedule.main, session);
    for (const group of schedule.groups) await runAll(group, await signIn(prism.url, mock.url));
    await runAll(schedule.last, session);
    return { rows, prismVersion: prism.version };
  } catch (error) {
    if (prism)
      console.error(`Prism's log (end):\n${prism.log().split('\n').slice(-40).join('\n')}`);
    throw error;
  } finally {
    prism?.child.kill('SIGTERM');
    await new Promise<void>((resolve) => tap.close(() => resolve()));
    await mock.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

function formatTable(rows: readonly Row[]): string {
  const width = (values: string[], header: string) =>
    Math.max(header.length, ...values.map((value) => value.length));
  const widths = [
    width(
      rows.map((row) => row.operationId),
      'operation',
    ),
    width(
      rows.map((row) => row.call),
      'call',
    ),
    width(
      rows.map((row) => row.status),
      'status',
    ),
    'VIOLATION'.length,
  ];
  const line = (...cells: string[]) =>
    cells
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd();
  const lines = [
    line('operation', 'call', 'status', 'result', 'notes'),
    line(...widths.map((size) => '-'.repeat(size)), '-----'),
  ];
  for (const row of rows) {
    lines.push(line(row.operationId, row.call, row.status, row.result, row.notes.join('; ')));
    for (const violation of row.violations)
      lines.push(
        `    ${violation.side.padEnd(8)}  ${violation.location}: ${violation.message}` +
          (violation.found === undefined ? '' : ` (found ${violation.found})`) +
          (violation.times ? ` [${violation.times} times]` : '') +
          (violation.severity === 'error' ? '' : ` [${violation.severity}]`) +
          (violation.by === 'check' ? ' [this check]' : ''),
      );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { rows, prismVersion } = await checkConformance();
  console.log(formatTable(rows));
  const count = (result: Row['result']) => rows.filter((row) => row.result === result).length;
  const declaredErrors = rows.filter((row) => row.result === 'ok' && !row.status.startsWith('2'));
  // performance.now() counts from the process's start: the time includes loading the script.
  const seconds = (performance.now() / 1000).toFixed(1);
  console.log(
    `\n${rows.length} operations through Prism ${prismVersion} --errors: ${count('ok')} ok ` +
      `(${count('ok') - declaredErrors.length} answered 2xx, ${declaredErrors.length} a declared error), ` +
      `${count('VIOLATION')} with violations, ${count('FAILED')} failed, in ${seconds} s`,
  );
  process.exit(count('ok') === rows.length && rows.length === operations.length ? 0 : 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
