import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '@mocks/db/demo-ids';
import { recordApiCalls, renderApp, setupAppTests } from '@test/app';
import { stubResizeObserver } from '@test/resize-observer';

setupAppTests();
// The history's list measures itself.
beforeEach(() => stubResizeObserver(640));

/** Nobody's: a well-formed id that names nothing in the store. */
const NOBODYS = 'f0000000-0000-4000-8000-00000000dead';
const FALLBACK = 'Part of the link could not be used, so the default view is shown.';
// The first render of a file loads the area's code through Vite: slow on a busy machine.

/** A not-found state: its heading, and nothing offered to retry. */
async function expectNotFound(title: string) {
  expect(await screen.findByRole('heading', { level: 2, name: title })).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
}

describe('what does not exist, is not the person’s, or is no id at all: not found, no retry', () => {
  it.each([
    { what: 'another person’s organisation', url: `/orders/${DEMO.coffeePointLlp}`, calls: 1 },
    { what: 'an organisation that does not exist', url: `/orders/${NOBODYS}`, calls: 1 },
    { what: 'an organisation address with no id', url: '/orders/not-a-uuid', calls: 0 },
  ])(
    '$what',
    async ({ url, calls }) => {
      const made = recordApiCalls();
      await renderApp({ url, user: DEMO.anna });
      await expectNotFound('Organisation not found');
      expect(made.count('organization/details')).toBe(calls);
    },
    15_000,
  );

  it.each([
    {
      what: 'an order that does not exist',
      url: `/orders/${DEMO.pushkinLlp}/${NOBODYS}`,
      calls: 1,
    },
    {
      what: 'an order under an address with no id',
      url: `/orders/nope/${DEMO.paidOrder}`,
      calls: 0,
    },
  ])(
    '$what',
    async ({ url, calls }) => {
      const made = recordApiCalls();
      await renderApp({ url, user: DEMO.anna });
      await expectNotFound('Order not found');
      expect(made.count('order/get')).toBe(calls);
    },
    15_000,
  );

  it('an operation whose id is no id', async () => {
    const made = recordApiCalls();
    await renderApp({ url: '/cabinet/operations/not-a-uuid', user: DEMO.anna });
    await expectNotFound('Operation not found');
    expect(made.count('operation/list')).toBe(0);
  });

  it.each([
    { what: 'a QR code that does not exist', uuid: NOBODYS, calls: 1 },
    { what: 'a QR code whose id is no id', uuid: 'not-a-uuid', calls: 0 },
  ])(
    'editing $what',
    async ({ uuid, calls }) => {
      const made = recordApiCalls();
      await renderApp({ url: `/cabinet/qr-codes/${uuid}/edit`, user: DEMO.anna });
      await expectNotFound('QR code not found');
      expect(made.count('qrcode/get')).toBe(calls);
    },
    15_000,
  );

  it('an invite whose id is no id', async () => {
    const made = recordApiCalls();
    await renderApp({ url: '/auth/invite/not-a-uuid', user: DEMO.anna });
    expect(
      await screen.findByText(
        'We could not find this invite. Check the link, or ask the team for a new one.',
        {},
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(made.count('team/invite/get')).toBe(0);
  });
});

describe('address parameters that cannot be used fall back to the default, and say so', () => {
  it('the history of a team that is not the person’s shows their own, without asking', async () => {
    const made = recordApiCalls();
    await renderApp({ url: `/cabinet/operations?team=${DEMO.otherTeam}`, user: DEMO.anna });
    expect(await screen.findByText(FALLBACK, {})).toBeVisible();
    // The person's own history, not a failure.
    await waitFor(() => expect(made.count('operation/list')).toBeGreaterThan(0));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(made.count('operation/team/list')).toBe(0);
  });

  it('a history address with no team id and a day that does not exist', async () => {
    await renderApp({ url: '/cabinet/operations?team=zzz&from=2026-02-30', user: DEMO.anna });
    expect(await screen.findByText(FALLBACK, {})).toBeVisible();
  });

  it.each([
    { what: 'a team the person does not run', team: DEMO.otherTeam },
    { what: 'no team id', team: 'zzz' },
  ])(
    'a new QR code for $what starts a personal one',
    async ({ team }) => {
      await renderApp({ url: `/cabinet/qr-codes/new?team=${team}`, user: DEMO.anna });
      expect(await screen.findByText(FALLBACK, {})).toBeVisible();
      expect(await screen.findByRole('combobox', { name: 'Whose code' })).toHaveDisplayValue(
        'Mine (personal)',
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    15_000,
  );

  it('a link that names one of the person’s teams says nothing', async () => {
    await renderApp({ url: `/cabinet/qr-codes/new?team=${DEMO.team}`, user: DEMO.anna });
    expect(await screen.findByRole('combobox', { name: 'Whose code' })).toHaveDisplayValue(
      'Cafe Pushkin',
    );
    expect(screen.queryByText(FALLBACK)).not.toBeInTheDocument();
  });
});
