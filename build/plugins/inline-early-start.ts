import path from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { APP_LOCALES, BASE_NAMESPACES } from '../../src/lib/i18n/locales.ts';
import { startUpChunkFile } from '../../src/lib/i18n/translation-files.ts';
import { START_UP_TRANSLATIONS_VERSION } from '../start-up-translations.ts';
import { appProductionBuild } from './app-production-build.ts';

/**
 * Production builds: runs src/app/early-start/early-start.ts inline at the top of index.html, so the
 * barrel, the settings, the first page's data, its photo and the translations are asked for
 * while the entry script downloads (see that file). The script is bundled on its own as a
 * classic script (IIFE) with this build's mode and env, and the folder and version of the
 * start-up translation chunks (checked against the finished bundle). The entry stays an ordinary module script, so
 * the app starts even where the inline script cannot run (a strict CSP without its hash). Mock
 * builds leave it out: their backend (MSW's service worker) only answers once the app has
 * started it.
 */
export function inlineEarlyStart(): Plugin {
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
        // Each language's start-up namespaces (the words every page needs at first paint),
        // named under one version (build/start-up-translations.ts): the script derives its
        // language's URLs from the folder and the version.
        const assets = `${config.build.assetsDir}/`;
        const missing = APP_LOCALES.flatMap((locale) =>
          BASE_NAMESPACES.map((namespace) =>
            startUpChunkFile(locale, namespace, START_UP_TRANSLATIONS_VERSION),
          ),
        ).filter((file) => !bundle?.[`${assets}${file}`]);
        if (missing.length > 0)
          throw new Error(
            `inline-early-start: no start-up translation chunk ${missing.join(', ')}`,
          );
        const earlyStart = path.resolve(config.root, 'src/app/early-start');
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
                  ? path.join(earlyStart, 'http-client.ts')
                  : null,
            },
          ],
          define: {
            __TRANSLATIONS_URL__: JSON.stringify(`${config.base}${assets}`),
            __TRANSLATIONS_VERSION__: JSON.stringify(START_UP_TRANSLATIONS_VERSION),
          },
          build: {
            write: false,
            target: config.build.target,
            lib: {
              entry: path.join(earlyStart, 'early-start.ts'),
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
