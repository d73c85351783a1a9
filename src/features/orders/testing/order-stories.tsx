/**
 * Story-only helpers of the orders area: its screens against the stateful mock backend, on the
 * stories' stopped clock (the seed's dates and "this month" count from today), signed in as a
 * seeded person, with errors forced by the QA scenarios.
 */
import type { Decorator } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { delay, http, type RequestHandler } from 'msw';
import { DEMO } from '@mocks/db/demo-ids';
import { API_PREFIX } from '@mocks/prefixes';
import {
  failing,
  storyHandlers,
  type StoryFailure,
  type StoryScenario,
} from '@mocks/scenarios/stories';
import { ToastProvider } from '@/components/ui/toast/toast';
import { orderPath, organizationPath } from '@/lib/routes';
import { advanceStoryClock } from '@test/story-clock';

const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

/** Pushkin LLP's address and its two fixed orders' (mocks/db/demo-ids.ts). */
export const PUSHKIN_URL = organizationPath(DEMO.pushkinLlp);
export const PAID_ORDER_URL = `${PUSHKIN_URL}/${DEMO.paidOrder}`;
export const PARTLY_REFUNDED_ORDER_URL = `${PUSHKIN_URL}/${DEMO.partlyRefundedOrder}`;
/** Maria's Coffee Point LLP: an order refunded in full and one never paid. */
export const REFUNDED_ORDER_URL = orderPath(
  DEMO.coffeePointLlp,
  'd3000000-0000-4000-8000-000000000102',
);
export const UNPAID_ORDER_URL = orderPath(
  DEMO.coffeePointLlp,
  'd3000000-0000-4000-8000-000000000103',
);

/**
 * The orders' pictures stand half an hour before the stories' "now", at 09:00 UTC: a refund a
 * story makes shows its time.
 */
const atNineOClock = () => advanceStoryClock(-30 * 60_000);

/**
 * The shared part of an orders story's meta: the screen's route, the backend signed in as
 * Anna on the stopped clock, and the toasts the private frame would give (the CSV export
 * reports through them).
 */
export function ordersStoryMeta(path: string, url: string) {
  return {
    parameters: {
      layout: 'padded',
      route: { path, url },
      msw: { handlers: storyHandlers({ signedInAs: DEMO.anna }) },
    },
    decorators: [withToasts],
    beforeEach: atNineOClock,
  };
}

/** The backend as `scenario` says, with `call` (e.g. `order/refund/part`) never answering. */
export function withPendingCall(call: string, scenario: StoryScenario = {}): RequestHandler[] {
  return [
    http.post(`*${API_PREFIX}/${call}`, () => delay('infinite')),
    ...storyHandlers({ signedInAs: DEMO.anna, ...scenario }),
  ];
}

/**
 * A failed load's play: the heading `heading` (the screen's h1 or the section's h2) stays and
 * the screen offers to try again.
 */
export function offersRetry(heading: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Повторить' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: heading })).toBeVisible();
  };
}

/** A not-found state titled `title`: nothing to retry. */
export function saysNotFound(title: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Повторить' })).toBeNull();
  };
}

/**
 * A screen (or section) headed `heading` whose call `call` fails for Anna with `failure` (a
 * catalogue code, a status or `network`).
 */
export function failedLoad(call: string, failure: StoryFailure, heading: string) {
  return { beforeEach: failing({ [call]: failure }), play: offersRetry(heading) };
}
