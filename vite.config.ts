import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { build, defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import { BASE_NAMESPACES } from './src/lib/i18n/locales';
import { translationFileOf } from './src/lib/i18n/translation-files';

/**
 * Ships the translation files as react-intl's parsed form (AST) instead of ICU strings, so the
 * browser neither downloads nor runs the ICU parser: each translation file (shared or a
 * feature's, see `translationFileOf`) stays a JSON module whose values are ASTs, and the parser
 * import resolves to the package's `no-parser` entry (react-intl's documented "without parser"
 * set-up). App builds only: vitest and Storybook keep the strings (some stories and tests read a message as plain text), see
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
      if (!id.includes('/src/') || !translationFileOf(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const parsed = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, parse(message)]),
      );
      return { code: JSON.stringify(parsed), map: null };
    },
  };
}

/**
 * Production builds: runs src/app/early-start/early-start.ts inline at the top of index.html, so the
 * barrel, the settings, the first page's data, its photo and the translations are asked for
 * while the entry script downloads (see that file). The script is bundled on its own as a
 * classic script (IIFE) with this build's mode and env, and learns each language's start-up
 * translation chunks from the finished bundle. The entry stays an ordinary module script, so
 * the app starts even where the inline script cannot run (a strict CSP without its hash). Mock
 * builds leave it out: their backend (MSW's service worker) only answers once the app has
 * started it.
 */
function inlineEarlyStart(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'inline-early-start',
    apply: (_config, { command, mode }) => command === 'build' && mode !== 'mock',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(_html, { bundle }) {
        // Each language's start-up namespaces (the words every page needs at first paint).
        const translationChunks: Record<string, string[]> = {};
        for (const chunk of Object.values(bundle ?? {})) {
          if (chunk.type !== 'chunk') continue;
          const file = translationFileOf(chunk.facadeModuleId ?? '');
          if (file && BASE_NAMESPACES.includes(file.namespace))
            (translationChunks[file.locale] ??= []).push(`${config.base}${chunk.fileName}`);
        }
        const output = await build({
          configFile: false,
          mode: config.mode,
          envDir: config.envDir,
          logLevel: 'warn',
          resolve: { alias: config.resolve.alias },
          plugins: [
            {
              // The generated calls use the early start's own small client.
              name: 'early-start-http-client',
              enforce: 'pre',
              resolveId: (source, importer) =>
                importer?.includes('/src/api/generated/') && /\/http-client(\.ts)?$/.test(source)
                  ? fileURLToPath(new URL('./src/app/early-start/http-client.ts', import.meta.url))
                  : null,
            },
          ],
          define: { __TRANSLATION_CHUNKS__: JSON.stringify(translationChunks) },
          build: {
            write: false,
            target: config.build.target,
            lib: {
              entry: fileURLToPath(
                new URL('./src/app/early-start/early-start.ts', import.meta.url),
              ),
              formats: ['iife'],
              name: 'tipsEarlyStart',
            },
          },
        });
        const [result] = Array.isArray(output) ? output : [output];
        const code = result && 'output' in result ? result.output[0].code : undefined;
        if (!code) throw new Error('inline-early-start: the early start did not build');
        return [{ tag: 'script', children: code, injectTo: 'head-prepend' }];
      },
    },
  };
}

/**
 * App builds: writes `.vite/chunk-modules.json`, each JavaScript chunk's source modules (paths
 * from the project root), beside Vite's manifest, which names only a chunk's facade. The budget
 * script reads it to prove that no private area's module reaches the user page, whichever chunk
 * the bundler puts it in.
 */
function chunkModules(): Plugin {
  let root = '';
  return {
    name: 'chunk-modules',
    apply: 'build',
    configResolved(resolved) {
      root = `${resolved.root}/`;
    },
    generateBundle(_options, bundle) {
      const modules = Object.fromEntries(
        Object.values(bundle)
          .filter((output) => output.type === 'chunk')
          .map((chunk) => [
            chunk.fileName,
            chunk.moduleIds.filter((id) => id.startsWith(root)).map((id) => id.slice(root.length)),
          ]),
      );
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(modules),
      });
    },
  };
}

/**
 * react-router's production build creates Link, NavLink, Form, its contexts and a memoised
 * component at the top level without a pure annotation, then assigns their displayName: to a
 * bundler both are side effects, so all of them (and the data-router and prefetch code they
 * reach) stay in every bundle that imports anything from react-router. This marks those
 * initializers pure and drops the displayName assignments (names for React DevTools only),
 * which is what react-router's own open PR #15299 does in the library. 1.7 KB gzip off every
 * public page. Fails the build when the patterns stop matching, so an upgrade is noticed:
 * then remove this plugin if the library now does it itself.
 */
function pureRouterComponents(): Plugin {
  const initializer = /^const (\w+) = React\$1\.(forwardRef|memo|createContext)\(/gm;
  const displayName = /^\w+\.displayName = "[^"]*";$/gm;
  return {
    name: 'pure-router-components',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/node_modules/react-router/dist/production/')) return null;
      if (id.endsWith('/lib/dom/lib.js') && !/^const Link = React\$1\.forwardRef\(/m.test(code))
        throw new Error('pure-router-components: react-router changed, see vite.config.ts');
      // Same lines, same line numbers: the module's source map stays valid.
      const annotated = code
        .replace(initializer, (_, name: string, call: string) => {
          return `const ${name} = /* @__PURE__ */ React$1.${call}(`;
        })
        .replace(displayName, '');
      return annotated === code ? null : { code: annotated, map: null };
    },
  };
}

/**
 * `--mode mock` (npm start, npm run build:mock) bundles the MSW mock backend and
 * its worker; every other mode leaves both out (checked by scripts/check-bundle.mjs).
 */
export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    pureRouterComponents(),
    precompileMessages(),
    inlineEarlyStart(),
    chunkModules(),
    ...(mode === 'mock' ? [msw()] : []),
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
      // Everything the entry imports statically (the user page included) in one chunk: a
      // first visit downloads one compressed file instead of several (fewer round trips, and
      // gzip shares one dictionary). Lazy pages still get their own chunks. Not in mock builds:
      // with the gateway page as a second entry the group would take both entries' code into
      // one chunk that neither page's HTML starts.
      ...(mode === 'mock'
        ? {}
        : { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } }),
    },
  },
  preview: { host: '127.0.0.1', port: 4173 },
}));
