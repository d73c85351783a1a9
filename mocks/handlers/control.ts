import { http, HttpResponse } from 'msw';
import { storeReady } from '../db/store';
import { mockBackend } from '../scenarios/mock-backend-api';

/** Mock-only control calls, for clients of `npm run mock:server` that cannot reach window.__mockBackend. */
export const CONTROL_PREFIX = '/__mock';

export const controlHandlers = [
  http.get(`*${CONTROL_PREFIX}/inbox`, async () => {
    await storeReady();
    return HttpResponse.json(mockBackend.inbox());
  }),
  http.get(`*${CONTROL_PREFIX}/scenarios`, () => HttpResponse.json(mockBackend.getScenarios())),
  /** Body or query in the address syntax: `?mockError=payment/form:general.error&mockLatency=500`. */
  http.post(`*${CONTROL_PREFIX}/scenarios`, async ({ request }) => {
    const search = new URL(request.url).search || (await request.text());
    const rejected = mockBackend.apply(search);
    return HttpResponse.json(
      { rejected, ...mockBackend.getScenarios() },
      { status: rejected.length ? 400 : 200 },
    );
  }),
  http.post(`*${CONTROL_PREFIX}/reset`, async () => {
    mockBackend.clearScenarios();
    await mockBackend.reset();
    return new HttpResponse(null, { status: 204 });
  }),
];
