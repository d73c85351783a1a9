import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import {
  build,
  defineConfig,
  loadEnv,
  type ConfigEnv,
  type Plugin,
  type ResolvedConfig,
} from 'vite';
import { mockServiceWorker } from './build/plugins/mock-service-worker';
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
    apply: appProductionBuild,
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

/** The app's builds without the mock backend (`vite build`, not `--mode mock` or `gateway`). */
function appProductionBuild(_config: unknown, { command, mode }: ConfigEnv): boolean {
  return command === 'build' && mode !== 'mock' && mode !== 'gateway';
}

/** The origin of a configured address, or null for a path on the app's own origin. */
function originOf(address: string | undefined): string | null {
  return address && /^https?:\/\//i.test(address) ? new URL(address).origin : null;
}

/**
 * Production builds: the security headers a static host sends with every file, derived from
 * this build (README, "Security headers"):
 * - a Content-Security-Policy allowing this origin's scripts plus the inline early start by its
 *   SHA-256 (computed here from the finished index.html), connections to this origin and to
 *   the configured API, gateway, barrel and error-reporting origins (absolute `VITE_*`
 *   addresses, and `CSP_CONNECT_SRC` for origins only the barrel names at run time), images
 *   from https (merchant logos), no framing, no `<base>`, no plugins;
 * - `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`.
 * Written as `dist/_headers` (Netlify / Cloudflare Pages format, read by
 * scripts/serve-production.mjs) and `dist/.vite/security-headers.conf` (nginx `add_header`
 * lines to include), and as `<meta>` at the top of index.html for what a meta can carry
 * (everything but frame-ancestors). Fails the build when index.html has no inline script to hash.
 */
function securityHeaders(): Plugin {
  let env: Record<string, string> = {};
  return {
    name: 'security-headers',
    apply: appProductionBuild,
    enforce: 'post',
    configResolved(resolved) {
      env = loadEnv(resolved.mode, resolved.envDir || resolved.root, '');
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string')
        throw new Error('security-headers: no index.html in the bundle');
      const inline = [...html.source.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
        ([, code]) =>
          `'sha256-${createHash('sha256')
            .update(code ?? '')
            .digest('base64')}'`,
      );
      if (inline.length === 0) throw new Error('security-headers: no inline early start to hash');
      const connect = [
        ...new Set([
          ...['VITE_API_PREFIX', 'VITE_GATEWAY_PREFIX', 'VITE_BARREL_PREFIX', 'VITE_SENTRY_DSN']
            .map((name) => originOf(env[name]))
            .filter((origin) => origin !== null),
          ...(env.CSP_CONNECT_SRC ?? '').split(/\s+/).filter(Boolean),
        ]),
      ];
      const policy = [
        "default-src 'self'",
        `script-src 'self' ${inline.join(' ')}`,
        "style-src 'self'",
        "img-src 'self' data: blob: https:",
        ['connect-src', "'self'", ...connect].join(' '),
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
      ];
      const headers = {
        'Content-Security-Policy': [...policy, "frame-ancestors 'none'"].join('; '),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
      };
      const meta =
        `<meta http-equiv="Content-Security-Policy" content="${policy.join('; ')}" />` +
        `<meta name="referrer" content="${headers['Referrer-Policy']}" />`;
      // First in <head>: a policy only covers what comes after it, the early start included.
      html.source = html.source.replace(/<head>/, `<head>${meta}`);
      const lines = Object.entries(headers);
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: `/*\n${lines.map(([name, value]) => `  ${name}: ${value}\n`).join('')}`,
      });
      this.emitFile({
        type: 'asset',
        fileName: '.vite/security-headers.conf',
        source: lines.map(([name, value]) => `add_header ${name} "${value}" always;\n`).join(''),
      });
    },
  };
}

/** Where production builds leave their source maps: beside dist/, never served with it. */
const SOURCE_MAPS_DIR = 'dist-sourcemaps';

/**
 * Production builds: the source maps are built hidden (no sourceMappingURL in the code) and
 * moved out of dist/ into dist-sourcemaps/ (same paths), ready for upload to error reporting.
 */
function sourceMapsOutOfDist(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'source-maps-out-of-dist',
    apply: appProductionBuild,
    configResolved(resolved) {
      root = resolved.root;
      outDir = path.resolve(root, resolved.build.outDir);
    },
    writeBundle() {
      const target = path.resolve(root, SOURCE_MAPS_DIR);
      rmSync(target, { recursive: true, force: true });
      for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.map')) continue;
        mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
        renameSync(path.join(outDir, file), path.join(target, file));
      }
    },
  };
}

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
    sourceMapsOutOfDist(),
    chunkModules(),
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
    // Production's go to dist-sourcemaps/ (sourceMapsOutOfDist); mock tools keep theirs.
    sourcemap: mode === 'mock' || mode === 'gateway' ? true : 'hidden',
    // Read by scripts/budget.mjs to find what a page loads.
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
        : { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } }),
    },
  },
  preview: { host: '127.0.0.1', port: 4173 },
}));
