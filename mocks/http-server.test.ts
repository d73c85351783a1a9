// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO } from './db/demo-ids';
import { startMockServer } from './http-server';

const dir = mkdtempSync(join(tmpdir(), 'mock-server-'));
const dataFile = join(dir, 'db.json');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const post = (url: string, body: unknown, cookie?: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

describe('npm run mock:server', () => {
  it('serves the handlers over real HTTP: 200, 4xx, cookies, and keeps its store across restarts', async () => {
    const first = await startMockServer({ port: 0, dataFile });
    try {
      const form = await post(`${first.url}/api/payment/form`, { qrCodeUuid: DEMO.annaQrCode });
      expect(form.status).toBe(200);
      expect(await form.json()).toMatchObject({ firstName: 'Anna', lastName: 'Petrova' });

      const inactive = await post(`${first.url}/api/payment/form`, {
        qrCodeUuid: DEMO.inactiveQrCode,
      });
      expect([inactive.status, await inactive.json()]).toEqual([
        400,
        { code: 'client.notActive.error' },
      ]);
      expect((await post(`${first.url}/api/profile/info`, {})).status).toBe(401);
      expect((await fetch(`${first.url}/nothing/here`)).status).toBe(404);

      const start = await post(`${first.url}/api/auth/start`, {
        email: DEMO.email,
        password: DEMO.password,
      });
      const cookie = start.headers.getSetCookie()[0]!.split(';')[0]!;
      const { otp } = (await start.json()) as { otp: string };
      const finish = await post(`${first.url}/api/auth/finish`, { otp }, cookie);
      const session = finish.headers.getSetCookie()[0]!.split(';')[0]!;
      expect(session).toMatch(/^SESSION=/);
      expect((await post(`${first.url}/api/profile/info`, {}, session)).status).toBe(200);
    } finally {
      await first.close();
    }
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toHaveProperty('data.sessions');

    const second = await startMockServer({ port: 0, dataFile });
    try {
      // The restarted server still knows the session: the store came back from the file.
      const sessions = (
        JSON.parse(readFileSync(dataFile, 'utf8')) as {
          data: { sessions: Array<{ token: string; userUuid?: string }> };
        }
      ).data.sessions;
      const signedIn = sessions.find((candidate) => candidate.userUuid === DEMO.anna)!;
      expect(
        (await post(`${second.url}/api/profile/info`, {}, `SESSION=${signedIn.token}`)).status,
      ).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('drops the connection for a simulated network failure', async () => {
    const server = await startMockServer({ port: 0, dataFile: null });
    try {
      expect(
        (
          await fetch(`${server.url}/__mock/scenarios?mockError=payment/form:network`, {
            method: 'POST',
          })
        ).status,
      ).toBe(200);
      await expect(
        post(`${server.url}/api/payment/form`, { qrCodeUuid: DEMO.annaQrCode }),
      ).rejects.toThrow();
      await fetch(`${server.url}/__mock/reset`, { method: 'POST' });
      expect(
        (await post(`${server.url}/api/payment/form`, { qrCodeUuid: DEMO.annaQrCode })).status,
      ).toBe(200);
    } finally {
      await server.close();
    }
  });
});
