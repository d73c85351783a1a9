import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Ships the translation files as react-intl's parsed form (AST) instead of ICU strings, so the
 * browser neither downloads nor runs the ICU parser: each `src/locales/<lang>/<namespace>.json`
 * stays a JSON module whose values are ASTs, and the parser import resolves to the package's
 * `no-parser` entry (react-intl's documented "without parser" set-up). App builds only: vitest
 * and Storybook keep the strings (some stories and tests read a message as plain text), see
 * .storybook/main.ts.
 */
function precompileMessages(): Plugin {
  return {
    name: 'precompile-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      if (!/\/src\/locales\/[^/]+\/[^/]+\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const parsed = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, parse(message)]),
      );
      return { code: JSON.stringify(parsed), map: null };
    },
  };
}

/**
 * `--mode mock` (npm start, npm run build:mock) bundles the MSW mock backend and
 * its worker; every other mode leaves both out (checked by scripts/check-bundle.mjs).
 */
export default defineConfig(({ mode }) => ({
  plugins: [react(), precompileMessages(), ...(mode === 'mock' ? [msw()] : [])],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Read by scripts/budget.mjs to find what a page loads.
    manifest: true,
    outDir: mode === 'mock' ? 'dist-mock' : 'dist',
    rolldownOptions: {
      // Mock builds add the mock payment gateway page (order.formUrl points at it).
      ...(mode === 'mock'
        ? {
            input: {
              main: fileURLToPath(new URL('./index.html', import.meta.url)),
              gateway: fileURLToPath(new URL('./mocks/gateway/index.html', import.meta.url)),
            },
          }
        : {}),
      output: {
        // Everything the entry imports statically (the user page included) in one chunk:
        // a first visit downloads one compressed file instead of several (fewer round trips,
        // and gzip shares one dictionary). Lazy pages still get their own chunks.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173 },
}));
