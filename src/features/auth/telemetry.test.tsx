import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCapturingSentry } from '@/lib/monitoring/testing/capturing-sentry';
import { DEMO } from '@mocks/db/demo-ids';
import { MOCK_SETTINGS } from '@mocks/handlers/settings';
import { sentCodes } from '@mocks/engine/one-time-codes';
import { resetMockBackend, server } from '@mocks/node';
import { http, HttpResponse } from 'msw';
import { authRoutes } from './testing/auth-test-setup';
import { installCookieJar } from '@test/app';
import { renderRoutes } from './testing/render-app';

/**
 * Runs sign-in and registration with Sentry started as in production (the monitoring
 * module's options and scrubbing) over a capturing transport, and proves that no password,
 * one-time code or phone typed in these flows is in anything it would send.
 */
let sentry: ReturnType<typeof startCapturingSentry>;

const routes = authRoutes(<h2>Cabinet probe</h2>, { guarded: false });

let jar: ReturnType<typeof installCookieJar>;
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  sentry = startCapturingSentry();
});
beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await resetMockBackend();
  jar = installCookieJar();
});
afterEach(() => jar.restore());
afterAll(async () => {
  await sentry.stop();
  server.close();
});

describe('telemetry of the auth flows', () => {
  it('carries no password, code or phone', async () => {
    server.use(
      http.post('*/api/application/settings/info', () =>
        HttpResponse.json({ ...MOCK_SETTINGS, loginMode: 'PHONE' }),
      ),
    );
    const user = userEvent.setup();
    const codes: string[] = [];
    renderRoutes(routes, '/auth/sign-in');

    // A wrong password, then the right one; a wrong code, then the right one.
    await user.type(await screen.findByLabelText(/^Phone number/), DEMO.phone);
    await user.type(screen.getByLabelText(/^Password/), 'Wrong-Pass-77');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Wrong password.');
    const password = screen.getByLabelText(/^Password/);
    await user.clear(password);
    await user.type(password, DEMO.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText(/^Confirmation code/);
    codes.push(sentCodes()[0]!.code);
    await user.type(code, codes[0] === '9999' ? '9998' : '9999');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Wrong confirmation code.');
    await user.clear(code);
    await user.type(code, codes[0]!);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { name: 'Cabinet probe' });

    const text = await sentry.finishFlow('auth flow');
    expect(sentry.envelopes.length).toBeGreaterThan(0);
    // The breadcrumbs did record the flow (so the check below looks at real data).
    expect(text).toContain('auth/start');
    expect(text).toContain('auth/finish');
    for (const secret of [
      DEMO.password,
      'Wrong-Pass-77',
      DEMO.phone,
      DEMO.phone.slice(1),
      '700 000 0001',
      '7000000001',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    for (const otp of [...codes, '9999', '9998'])
      expect(text).not.toMatch(new RegExp(`\\b${otp}\\b`));
  });
});
