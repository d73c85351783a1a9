import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO, photoOf } from '@mocks/db/demo-ids';
import { setupMockBackend } from '@mocks/test-utils';
import { prefetchPublicPage } from './prefetch';

setupMockBackend();

/** Images the code asked the browser for (jsdom downloads none). */
let requested: Array<{ src: string; fetchPriority: string }>;

function recordImages() {
  requested = [];
  vi.stubGlobal(
    'Image',
    class {
      src = '';
      fetchPriority = '';
      decode = () => Promise.resolve();
      constructor() {
        requested.push(this);
      }
    },
  );
}

afterEach(() => vi.unstubAllGlobals());

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('prefetchPublicPage', () => {
  it('starts the recipient photo, at high priority, as soon as payment/form answers', async () => {
    recordImages();
    prefetchPublicPage(newQueryClient(), `/${DEMO.annaQrCode}`);
    await vi.waitFor(() => expect(requested).toHaveLength(1));
    expect(requested[0]?.src).toMatch(new RegExp(`/profile/photo/download/${photoOf(DEMO.anna)}$`));
    expect(requested[0]?.fetchPriority).toBe('high');
  });

  it('asks for no photo when the recipient is unavailable', async () => {
    recordImages();
    const queryClient = newQueryClient();
    prefetchPublicPage(queryClient, `/${DEMO.inactiveQrCode}`);
    await vi.waitFor(() =>
      expect(queryClient.getQueryCache().getAll()[0]?.state.status).toBe('error'),
    );
    expect(requested).toHaveLength(0);
  });
});
