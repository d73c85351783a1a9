import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '@mocks/db/demo-ids';
import { sentCodes } from '@mocks/engine/one-time-codes';
import { startCapturingSentry } from '@/lib/monitoring/testing/capturing-sentry';
import { PROFILE_PATHS } from '@/lib/routes';
import { renderApp, setupAppTests } from '@test/app';

/**
 * Runs the profile's code-confirmed flows (phone, e-mail, password, deletion) with Sentry
 * started as in production (the monitoring module's options and scrubbing) over a capturing
 * transport, and proves that no password, one-time code, phone or e-mail typed or shown in
 * them is in anything it would send.
 */
setupAppTests();
let sentry: ReturnType<typeof startCapturingSentry>;
beforeAll(() => {
  sentry = startCapturingSentry();
});
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => sentry.stop());

type User = ReturnType<typeof userEvent.setup>;
/** The codes typed in this test's flow. */
let codes: string[] = [];
beforeEach(() => {
  sentry.startFlow();
  codes = [];
});

async function confirm(user: User, code: string) {
  codes.push(code);
  const field = await screen.findByLabelText(/^Confirmation code/);
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
}
const lastCode = () => sentCodes()[0]!.code;
const wrongCode = () => (lastCode() === '9999' ? '9998' : '9999');

const NEW_PHONE_DIGITS = '7011112233';
const NEW_EMAIL = 'secret.new.address@example.com';
const NEW_PASSWORD = 'Fresh-Secret-2026';
const WRONG_PASSWORD = 'Wrong-Pass-77';

/**
 * Ends a flow (a report and a flush, so its breadcrumbs go) and checks what was sent: the
 * flow's `call` is in it (so the check looks at real data), and no password, one-time code
 * typed, phone or e-mail of these flows is.
 */
async function sentWithoutSecrets(flow: string, call: string): Promise<void> {
  const text = await sentry.finishFlow(flow);
  expect(sentry.envelopes.length).toBeGreaterThan(0);
  expect(text).toContain(call);
  for (const secret of [
    DEMO.password,
    WRONG_PASSWORD,
    NEW_PASSWORD,
    NEW_EMAIL,
    DEMO.email,
    DEMO.phone,
    DEMO.phone.slice(1),
    '700 000 0001',
    NEW_PHONE_DIGITS,
    '701 111 2233',
    '+77011112233',
  ]) {
    expect(text, secret).not.toContain(secret);
  }
  for (const otp of codes) expect(text).not.toMatch(new RegExp(`\\b${otp}\\b`));
}

describe('telemetry of the profile flows carries no password, code, phone or e-mail', () => {
  it('in a change of phone: a wrong code, then the right one', async () => {
    const user = userEvent.setup();
    await renderApp({ url: PROFILE_PATHS.phone, user: DEMO.anna });
    await user.type(await screen.findByLabelText(/^New phone number/), NEW_PHONE_DIGITS);
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    await confirm(user, wrongCode());
    await screen.findByText('Wrong confirmation code.');
    await confirm(user, lastCode());
    await screen.findByText('Your phone number has been changed.');

    await sentWithoutSecrets('phone change', 'profile/change/phone/finish');
  });

  it('in a change of e-mail', async () => {
    const user = userEvent.setup();
    await renderApp({ url: PROFILE_PATHS.email, user: DEMO.anna });
    await user.type(await screen.findByLabelText(/^New e-mail/), NEW_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    await confirm(user, lastCode());
    await screen.findByText('Your e-mail address has been changed.');

    await sentWithoutSecrets('e-mail change', 'profile/change/email/start');
  });

  it('in a change of password: a wrong current one, then the right one and a code', async () => {
    const user = userEvent.setup();
    await renderApp({ url: PROFILE_PATHS.password, user: DEMO.anna });
    await user.type(await screen.findByLabelText(/^Current password/), WRONG_PASSWORD);
    await user.type(screen.getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(screen.getByLabelText(/^Repeat the new password/), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    await screen.findByText('The current password is wrong.');
    const current = screen.getByLabelText(/^Current password/);
    await user.clear(current);
    await user.type(current, DEMO.password);
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    await confirm(user, lastCode());
    await screen.findByText('Your password has been changed.');

    await sentWithoutSecrets('password change', 'profile/change/password/finish');
  });

  it('in a deletion: a wrong code, then the right one', async () => {
    const user = userEvent.setup();
    await renderApp({ url: PROFILE_PATHS.delete, user: DEMO.anna });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await confirm(user, wrongCode());
    await screen.findByText('Wrong confirmation code.');
    await confirm(user, lastCode());
    await screen.findByRole('heading', { name: 'Your account has been deleted' });

    await sentWithoutSecrets('deletion', 'profile/delete/finish');
  });
});
