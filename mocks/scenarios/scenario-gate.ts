import { delay, http, HttpResponse } from 'msw';
import { storeReady } from '../db/store';
import { callNameOf } from '../prefixes';
import { statusOf } from './catalogue';
import { getScenarios, takeScenarioFor, type ScenarioEffect } from './scenarios';

/** The answer a scenario effect gives, in the shape the real backend or its proxy would. */
function scenarioResponse(effect: ScenarioEffect): Response {
  switch (effect.kind) {
    case 'code':
      return HttpResponse.json(
        { code: effect.code, message: 'Forced by a mock scenario' },
        { status: statusOf(effect.code) },
      );
    case 'status':
      // What a proxy in front of a failing backend sends: no ApiError body.
      return new HttpResponse(`Mock server error ${effect.status}`, {
        status: effect.status,
        headers: { 'content-type': 'text/plain' },
      });
    case 'network':
      return HttpResponse.error();
  }
}

/**
 * First handler of the list: waits for the store to hold data (so no handler awaits it
 * itself), applies latency, offline and forced codes to every API call, then lets the request
 * fall through to its stateful or generated handler.
 */
export const scenarioGate = http.all(
  ({ request }) => callNameOf(new URL(request.url)) !== null,
  async ({ request }) => {
    await storeReady();
    const call = callNameOf(new URL(request.url))!;
    const { latencyMs, offline } = getScenarios();
    if (latencyMs > 0) await delay(latencyMs);
    if (offline) return HttpResponse.error();
    const effect = takeScenarioFor(call);
    return effect ? scenarioResponse(effect) : undefined;
  },
);
