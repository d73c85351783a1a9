// @vitest-environment node
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer } from '../mocks/http-server';
import { verifyContract } from './contract-verify';

const run = promisify(execFile);
const PORT = 9191;
const BASE = `http://127.0.0.1:${PORT}`;
let mock: Awaited<ReturnType<typeof startMockServer>>;

beforeAll(async () => {
  mock = await startMockServer({ port: PORT, dataFile: null });
});
afterAll(() => mock.close());

/** Runs the real command, as `npm run contract:verify -- ...` would. */
async function cli(...args: string[]): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run(process.execPath, [
      'node_modules/tsx/dist/cli.mjs',
      'scripts/contract-verify.ts',
      ...args,
    ]);
    return { code: 0, stdout };
  } catch (error) {
    const failure = error as { code: number; stdout: string };
    return { code: failure.code, stdout: failure.stdout };
  }
}

describe('npm run contract:verify against the mock server', () => {
  it('passes every read-only call, signed in as the demo account', async () => {
    const { code, stdout } = await cli(
      BASE,
      '--login',
      'demo@example.com',
      '--password',
      'Demo1234',
    );
    expect(stdout).toMatch(/^call\s+status\s+result/);
    expect(stdout).toMatch(/payment\/form\s+200\s+ok/);
    expect(stdout).toMatch(/profile\/info\s+200\s+ok/);
    expect(stdout).toContain('19 ok, 0 MISMATCH, 0 FAILED, 0 skipped');
    expect(code).toBe(0);
  });

  it('skips session calls without credentials and fails when a call fails', async () => {
    await fetch(`${BASE}/__mock/scenarios?mockError=payment/fee:general.error`, { method: 'POST' });
    try {
      const { code, stdout } = await cli(BASE);
      expect(stdout).toMatch(/payment\/fee\s+500\s+FAILED/);
      expect(stdout).toMatch(/profile\/info\s+-\s+skipped/);
      expect(code).toBe(1);
    } finally {
      await fetch(`${BASE}/__mock/reset`, { method: 'POST' });
    }
  });

  it('reports answers that do not fit the contract', async () => {
    const liar = createServer((_, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"list": 5}'),
    );
    await new Promise<void>((resolve) => liar.listen(0, '127.0.0.1', resolve));
    try {
      const rows = await verifyContract(`http://127.0.0.1:${(liar.address() as AddressInfo).port}`);
      const row = rows.find((candidate) => candidate.call === 'team/type/list');
      expect(row?.result).toBe('MISMATCH');
      expect(row?.detail).toContain('list');
    } finally {
      liar.close();
    }
  });
});
