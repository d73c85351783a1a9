import { flushPendingSave, persistStoreIn, setStoreVolume, storeReady } from './db/store';
import { onCodeSent } from './engine/one-time-codes';
import { mockBackend, type MockBackend } from './scenarios/mock-backend-api';
import { keepScenariosIn } from './scenarios/scenarios';
import { applyScenarioParams, SCENARIO_PARAMS, withoutScenarioParams } from './scenarios/url';
import { applyVolumeParam, chosenVolume, VOLUME_PARAM } from './volume-choice';

declare global {
  interface Window {
    /** Mock builds only: the QA scenario API, for Playwright and the console. */
    __mockBackend?: MockBackend;
  }
}

const STORE_KEY = 'tips-mock/db';

/**
 * Reads `?mockError=...` (kept in sessionStorage) and `?mockVolume=...` (kept in localStorage)
 * once, and takes them out of the address.
 */
function applyAddressScenarios(): void {
  const params = new URLSearchParams(window.location.search);
  if (![...SCENARIO_PARAMS, VOLUME_PARAM].some((name) => params.has(name))) return;
  const rejected = applyScenarioParams(window.location.search);
  const url = new URL(withoutScenarioParams(window.location.href));
  const badVolume = applyVolumeParam(url);
  if (badVolume !== null) rejected.push(`${VOLUME_PARAM}=${badVolume}`);
  if (rejected.length > 0)
    console.warn(`[mock backend] values not understood: ${rejected.join(', ')}`);
  window.history.replaceState(window.history.state, '', url.toString());
}

/**
 * Starts the MSW mock backend in the browser (mock builds only; see src/main.tsx). The store
 * lives in localStorage so reloads and the trip to the mock gateway page keep it; scenarios
 * live in sessionStorage for this tab.
 */
export async function startMockBackend({
  qaPanel = true,
  quiet = false,
}: {
  qaPanel?: boolean;
  /** No console log of each handled request (MSW prints its body). */
  quiet?: boolean;
} = {}): Promise<void> {
  persistStoreIn({
    load: () => localStorage.getItem(STORE_KEY),
    save: (text) => localStorage.setItem(STORE_KEY, text),
  });
  keepScenariosIn(sessionStorage);
  applyAddressScenarios();
  setStoreVolume(chosenVolume());
  onCodeSent(({ flow, sentTo, code }) =>
    console.info(`[mock backend] ${flow} code for ${sentTo}: ${code}`),
  );
  window.addEventListener('pagehide', flushPendingSave);

  const { network } = await import('virtual:msw');
  const { handlers } = await import('./handlers');
  network.configure({ handlers, context: { quiet } });
  await network.enable();
  await storeReady();
  window.__mockBackend = mockBackend;
  if (qaPanel) {
    const { mountQaPanel } = await import('./qa-panel/mount');
    mountQaPanel(handlers);
  }
}
