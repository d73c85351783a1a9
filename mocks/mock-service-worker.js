/* global importScripts */
/**
 * The mock backend's service worker: MSW's own worker (msw-worker.js, as msw ships it)
 * behind one filter. MSW's worker asks the page about every request it sees and waits for the
 * page's main thread to answer. For a page still starting up, or the page a navigation is
 * leaving, that held scripts and styles for seconds: about 13 s for the page coming back from
 * the mock card gateway on a loaded machine. Only API calls (and uploaded photos) are ever
 * mocked, so navigations, scripts, styles and fonts go straight to the network: the first
 * listener stops the event before MSW's sees it, and without respondWith() the browser fetches.
 * Served as mockServiceWorker.js, the address MSW registers (build/plugins/mock-service-worker.mjs).
 */
const STRAIGHT_TO_NETWORK = new Set([
  'document',
  'iframe',
  'frame',
  'script',
  'style',
  'font',
  'manifest',
  'worker',
  'sharedworker',
  'serviceworker',
]);

self.addEventListener('fetch', (event) => {
  const { mode, destination } = event.request;
  if (mode === 'navigate' || STRAIGHT_TO_NETWORK.has(destination)) event.stopImmediatePropagation();
});

importScripts('./msw-worker.js');
