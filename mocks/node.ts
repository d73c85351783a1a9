import { setupServer } from 'msw/node';
import { resetClock } from './clock';
import { resetStore } from './db/store';
import { handlers } from './handlers';
import { clearScenarios } from './scenarios/scenarios';

/** The mock backend for Vitest: the same handlers the browser and the HTTP server use. */
export const server = setupServer(...handlers);

/** Between tests: demo data back to the seed, no scenarios, the clock back to real time. */
export async function resetMockBackend(): Promise<void> {
  server.resetHandlers();
  clearScenarios();
  resetClock();
  await resetStore();
}
