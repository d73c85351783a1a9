// The mock backend's service worker: mocks/mock-service-worker.js served under the address MSW
// registers (mockServiceWorker.js), with MSW's own worker beside it as msw-worker.js. Used by
// the Vite build and dev server in mock mode, and by `npm install` for Storybook's static files:
//   tsx build/plugins/mock-service-worker.ts <folder>
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const MSW_WORKER_FILE = 'mockServiceWorker.js';
const MSW_OWN_FILE = 'msw-worker.js';
const WRAPPER = fileURLToPath(new URL('../../mocks/mock-service-worker.js', import.meta.url));
const MSW_OWN = fileURLToPath(
  new URL('../../node_modules/msw/lib/mockServiceWorker.js', import.meta.url),
);

/** Vite plugin (after msw's): emits and serves the wrapper and MSW's worker beside it. */
export function mockServiceWorker(): Plugin {
  let base = '/';
  return {
    name: 'mock-service-worker',
    configResolved(config) {
      base = config.base;
    },
    // Before msw's own middleware, which serves its worker under the same name.
    configureServer: {
      order: 'pre',
      handler(server) {
        const files: Record<string, string> = {
          [MSW_WORKER_FILE]: WRAPPER,
          [MSW_OWN_FILE]: MSW_OWN,
        };
        server.middlewares.use((request, response, next) => {
          const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
          const file = pathname.startsWith(base) ? files[pathname.slice(base.length)] : undefined;
          if (!file) return next();
          response.writeHead(200, {
            'cache-control': 'no-cache',
            'content-type': 'application/javascript; charset=utf-8',
          });
          response.end(readFileSync(file, 'utf8'));
        });
      },
    },
    generateBundle(_options, bundle) {
      // msw's plugin emits its worker under MSW_WORKER_FILE; that name now holds the wrapper.
      if (!bundle[MSW_WORKER_FILE]) return;
      delete bundle[MSW_WORKER_FILE];
      this.emitFile({
        type: 'asset',
        fileName: MSW_OWN_FILE,
        source: readFileSync(MSW_OWN, 'utf8'),
      });
      this.emitFile({
        type: 'asset',
        fileName: MSW_WORKER_FILE,
        source: readFileSync(WRAPPER, 'utf8'),
      });
    },
  };
}

/** The same files in a folder of static files (Storybook's, at `npm install`). */
function writeInto(folder: string): void {
  mkdirSync(folder, { recursive: true });
  copyFileSync(MSW_OWN, path.join(folder, MSW_OWN_FILE));
  copyFileSync(WRAPPER, path.join(folder, MSW_WORKER_FILE));
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  writeInto(process.argv[2] ?? '.storybook/public');
