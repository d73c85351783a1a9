import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { defineConfig } from 'vite';
import { buildFilesOutOfDist } from './build/plugins/build-files-out-of-dist.ts';
import { chunkModules } from './build/plugins/chunk-modules.ts';
import { inlineEarlyStart } from './build/plugins/inline-early-start.ts';
import { precompileMessages } from './build/plugins/precompile-messages.ts';
import { precompress } from './build/plugins/precompress.ts';
import { prerenderShells } from './build/plugins/prerender-shells.ts';
import { pureRouterComponents } from './build/plugins/pure-router-components.ts';
import { mockServiceWorker } from './build/plugins/mock-service-worker.ts';
import { securityHeaders } from './build/plugins/security-headers.ts';
import { startUpTranslationChunk } from './build/start-up-translations.ts';

/**
 * `--mode mock` (npm start, npm run build:mock) bundles the MSW mock backend and
 * its worker; every other mode leaves both out (checked by scripts/check-bundle.mjs).
 * `--mode gateway` builds only the mock gateway page, talking to a mock HTTP server instead
 * of running the mock backend itself (scripts/serve-production.mjs serves it over https).
 */
export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    pureRouterComponents(),
    precompileMessages(),
    inlineEarlyStart(),
    securityHeaders(),
    buildFilesOutOfDist(),
    precompress(),
    chunkModules(),
    prerenderShells(),
    ...(mode === 'mock' ? [msw(), mockServiceWorker()] : []),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      '@test': fileURLToPath(new URL('./test', import.meta.url)),
    },
  },
  css: {
    // Production class names are a short hash: they ship in the JavaScript of every page.
    // Development, mock builds and tests keep the readable `_name_hash_line` form.
    ...(mode === 'production' ? { modules: { generateScopedName: '_[hash:base64:5]' } } : {}),
  },
  build: {
    target: 'es2022',
    // Every browser that runs this es2022 build but Safari 15-16 preloads modules natively;
    // there a chunk just loads when imported. Saves the polyfill on every page.
    modulePreload: { polyfill: false },
    // Production's go to dist-sourcemaps/ (buildFilesOutOfDist); mock tools keep theirs.
    sourcemap: mode === 'mock' || mode === 'gateway' ? true : 'hidden',
    // Read by scripts/budget.mjs to find what a page loads (production: dist-meta/manifest.json).
    manifest: true,
    outDir: { mock: 'dist-mock', gateway: 'dist-gateway' }[mode] ?? 'dist',
    rolldownOptions: {
      // Mock builds add the mock payment gateway page (order.formUrl points at it); gateway
      // builds are that page alone.
      ...(mode === 'mock' || mode === 'gateway'
        ? {
            input: {
              ...(mode === 'mock'
                ? { main: fileURLToPath(new URL('./index.html', import.meta.url)) }
                : {}),
              gateway: fileURLToPath(new URL('./mocks/gateway/index.html', import.meta.url)),
            },
          }
        : {}),
      // Everything the entry imports statically (the user page included) in one chunk: a
      // first visit downloads one compressed file instead of several (fewer round trips, and
      // gzip shares one dictionary). Lazy pages still get their own chunks. Not in mock builds:
      // with the gateway page as a second entry the group would take both entries' code into
      // one chunk that neither page's HTML starts.
      ...(mode === 'mock' || mode === 'gateway'
        ? {}
        : {
            output: {
              codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
              // The start-up translations under one version the inline early start knows.
              chunkFileNames: ({ facadeModuleId }) =>
                `assets/${startUpTranslationChunk(facadeModuleId ?? '') ?? '[name]-[hash].js'}`,
            },
          }),
    },
  },
  preview: { host: '127.0.0.1', port: 4173 },
}));
