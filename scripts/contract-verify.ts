/**
 * `npm run contract:verify -- <base URL> [--login <email|phone> --password <pw>] [--cookie "SESSION=..."]
 *   [--qr <uuid>] [--team <uuid>]`
 *
 * Calls the read-only calls of a live API (the real backend, or `npm run mock:server`) and
 * checks every answer against the contract's generated zod schemas, printing a table. Exits 1
 * on any mismatch or failed call. Calls that need a session run when one is available: from
 * --cookie, or by signing in with --login/--password (only where the backend sends the code
 * back, as test environments and the mock do); otherwise they are reported as skipped.
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import type { z } from 'zod';
import { StartAuthResponse } from '../src/api/generated/zod/auth/auth.zod';
import { ListCardsResponse } from '../src/api/generated/zod/card/card.zod';
import { GetCustomizationResponse } from '../src/api/generated/zod/customization/customization.zod';
import { ListReceivedInvitesResponse } from '../src/api/generated/zod/invite/invite.zod';
import { GetLimitsResponse } from '../src/api/generated/zod/limits/limits.zod';
import {
  ListNotificationsResponse,
  PullNotificationsResponse,
} from '../src/api/generated/zod/notification/notification.zod';
import {
  GetOperationAggregateResponse,
  ListOperationsResponse,
} from '../src/api/generated/zod/operation/operation.zod';
import { ListOrganizationsResponse } from '../src/api/generated/zod/organization/organization.zod';
import {
  GetPaymentFeeResponse,
  GetPaymentFormResponse,
  GetTeamPaymentFormResponse,
} from '../src/api/generated/zod/payment/payment.zod';
import { GetProfileInfoResponse } from '../src/api/generated/zod/profile/profile.zod';
import {
  ListQrCodePurposeTypesResponse,
  ListQrCodesResponse,
} from '../src/api/generated/zod/qr-code/qr-code.zod';
import { GetApplicationSettingsResponse } from '../src/api/generated/zod/settings/settings.zod';
import { GetClientStatisticResponse } from '../src/api/generated/zod/statistic/statistic.zod';
import { ListTeamsResponse, ListTeamTypesResponse } from '../src/api/generated/zod/team/team.zod';

/** Default targets: the demo data's Anna Petrova and Cafe Pushkin (mocks/README.md). */
const DEMO_QR = 'a0000000-0000-4000-8000-000000000001';
const DEMO_TEAM = 'b0000000-0000-4000-8000-000000000001';
const page = (count: number) => ({ nextPage: { count, page: 0 } });

interface Check {
  call: string;
  body?: unknown;
  schema: z.ZodType;
  session?: boolean;
}

function checks(qr: string, team: string): Check[] {
  return [
    { call: 'application/settings/info', schema: GetApplicationSettingsResponse },
    { call: 'team/type/list', schema: ListTeamTypesResponse },
    { call: 'customization/get', body: { teamUuid: team }, schema: GetCustomizationResponse },
    { call: 'payment/form', body: { qrCodeUuid: qr }, schema: GetPaymentFormResponse },
    {
      call: 'payment/form/team',
      body: { teamUuid: team, nextPage: { count: 50, page: 0 } },
      schema: GetTeamPaymentFormResponse,
    },
    { call: 'payment/fee', body: { qrCodeUuid: qr, amount: 50000 }, schema: GetPaymentFeeResponse },
    { call: 'profile/info', schema: GetProfileInfoResponse, session: true },
    { call: 'qrcode/list', body: page(30), schema: ListQrCodesResponse, session: true },
    { call: 'qrcode/purpose/type/list', schema: ListQrCodePurposeTypesResponse, session: true },
    { call: 'limits/get', body: {}, schema: GetLimitsResponse, session: true },
    { call: 'team/list', body: page(30), schema: ListTeamsResponse, session: true },
    {
      call: 'invite/list/received',
      body: page(30),
      schema: ListReceivedInvitesResponse,
      session: true,
    },
    { call: 'card/list', schema: ListCardsResponse, session: true },
    { call: 'operation/list', body: page(15), schema: ListOperationsResponse, session: true },
    {
      call: 'operation/aggregate',
      body: { nextPage: { count: 1, page: 0 } },
      schema: GetOperationAggregateResponse,
      session: true,
    },
    {
      call: 'statistic/client',
      body: { type: 'MONTH' },
      schema: GetClientStatisticResponse,
      session: true,
    },
    { call: 'notification/list', body: page(15), schema: ListNotificationsResponse, session: true },
    { call: 'notification/pull', schema: PullNotificationsResponse, session: true },
    { call: 'organization/list', body: {}, schema: ListOrganizationsResponse, session: true },
  ];
}

export interface VerifyOptions {
  apiPrefix?: string;
  qr?: string;
  team?: string;
  cookie?: string;
  login?: string;
  password?: string;
}

export interface Row {
  call: string;
  status: number | '-';
  result: 'ok' | 'MISMATCH' | 'FAILED' | 'skipped';
  detail: string;
}

function post(url: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body ?? {}),
  });
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

/** Signs in where the backend sends the code back (test environments); otherwise no session. */
async function signIn(api: string, login: string, password: string): Promise<string | undefined> {
  const credentials = login.includes('@') ? { email: login, password } : { phone: login, password };
  const start = await post(`${api}/auth/start`, credentials);
  const challenge = StartAuthResponse.safeParse(await start.json().catch(() => null));
  if (!start.ok || !challenge.success || !challenge.data.otp) return undefined;
  const finish = await post(`${api}/auth/finish`, { otp: challenge.data.otp }, cookieOf(start));
  return finish.ok ? cookieOf(finish) : undefined;
}

export async function verifyContract(baseUrl: string, options: VerifyOptions = {}): Promise<Row[]> {
  const api = `${baseUrl.replace(/\/+$/, '')}${options.apiPrefix ?? '/api'}`;
  const cookie =
    options.cookie ??
    (options.login && options.password
      ? await signIn(api, options.login, options.password)
      : undefined);
  const rows: Row[] = [];
  for (const check of checks(options.qr ?? DEMO_QR, options.team ?? DEMO_TEAM)) {
    if (check.session && !cookie) {
      rows.push({
        call: check.call,
        status: '-',
        result: 'skipped',
        detail: 'needs a session (--cookie or --login/--password)',
      });
      continue;
    }
    try {
      const response = await post(
        `${api}/${check.call}`,
        check.body,
        check.session ? cookie : undefined,
      );
      const text = await response.text();
      if (!response.ok) {
        rows.push({
          call: check.call,
          status: response.status,
          result: 'FAILED',
          detail: text.slice(0, 120),
        });
        continue;
      }
      const parsed = check.schema.safeParse(text ? JSON.parse(text) : undefined);
      rows.push(
        parsed.success
          ? { call: check.call, status: response.status, result: 'ok', detail: '' }
          : {
              call: check.call,
              status: response.status,
              result: 'MISMATCH',
              detail: parsed.error.issues
                .slice(0, 3)
                .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
                .join('; '),
            },
      );
    } catch (error) {
      rows.push({
        call: check.call,
        status: '-',
        result: 'FAILED',
        detail: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return rows;
}

export function formatTable(rows: Row[]): string {
  const header: Row = { call: 'call', status: '-', result: 'ok', detail: 'detail' };
  const width = Math.max(...rows.map((row) => row.call.length), header.call.length);
  const line = (call: string, status: string, result: string, detail: string) =>
    `${call.padEnd(width)}  ${status.padEnd(6)}  ${result.padEnd(8)}  ${detail}`.trimEnd();
  return [
    line('call', 'status', 'result', 'detail'),
    line('-'.repeat(width), '------', '--------', '------'),
    ...rows.map((row) => line(row.call, String(row.status), row.result, row.detail)),
  ].join('\n');
}

export const failed = (rows: Row[]) =>
  rows.some((row) => row.result === 'MISMATCH' || row.result === 'FAILED');

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      'api-prefix': { type: 'string' },
      qr: { type: 'string' },
      team: { type: 'string' },
      cookie: { type: 'string' },
      login: { type: 'string' },
      password: { type: 'string' },
    },
  });
  const [baseUrl] = positionals;
  if (!baseUrl) {
    console.error(
      'usage: npm run contract:verify -- <base URL> [--login x --password y | --cookie "SESSION=..."] [--qr uuid] [--team uuid] [--api-prefix /api]',
    );
    process.exit(2);
  }
  const rows = await verifyContract(baseUrl, {
    apiPrefix: values['api-prefix'],
    qr: values.qr,
    team: values.team,
    cookie: values.cookie,
    login: values.login,
    password: values.password,
  });
  console.log(formatTable(rows));
  const counts = ['ok', 'MISMATCH', 'FAILED', 'skipped'].map(
    (result) => `${rows.filter((row) => row.result === result).length} ${result}`,
  );
  console.log(`\n${counts.join(', ')}`);
  process.exit(failed(rows) ? 1 : 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
