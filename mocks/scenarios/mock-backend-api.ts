import { advanceClock } from '../clock';
import { resetStore } from '../db/store';
import { expireAllCodes, sentCodes } from '../engine/one-time-codes';
import {
  clearScenarios,
  forceError,
  forceNetworkError,
  forceServerError,
  getScenarios,
  removeScenario,
  setLatency,
  setOffline,
} from './scenarios';
import { applyScenarioParams } from './url';

/**
 * The one helper API of QA scenarios. Vitest imports it (or mocks/node.ts); the QA panel and
 * Playwright use it as `window.__mockBackend` in mock builds.
 */
export const mockBackend = {
  forceError,
  forceServerError,
  forceNetworkError,
  removeScenario,
  setLatency,
  setOffline,
  clearScenarios,
  getScenarios,
  /** Same syntax as the address: `mockBackend.apply('?mockError=payment/form:general.error')`. */
  apply: applyScenarioParams,
  /** Every code the mock "sent", newest first. */
  inbox: () =>
    sentCodes().map(({ flow, sentTo, code, sentAt }) => ({ flow, sentTo, code, sentAt })),
  /** The newest code sent (to one phone or e-mail, when given). */
  lastCode: (sentTo?: string) =>
    sentCodes().find((message) => !sentTo || message.sentTo === sentTo)?.code,
  expireCodes: expireAllCodes,
  advanceClock,
  /** Demo data back to the seed. */
  reset: resetStore,
};

export type MockBackend = typeof mockBackend;
