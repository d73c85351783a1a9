import { afterAll, beforeAll, beforeEach } from 'vitest';
import { resetMockBackend, server } from './node';

export * from './client';

/** Starts msw/node for a test file and resets the whole mock backend before each test. */
export function setupMockBackend(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => resetMockBackend());
  afterAll(() => server.close());
}
