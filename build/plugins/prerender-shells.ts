import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import {
  SHELL_DIR,
  SHELL_LOCALES,
  SHELL_PAGES,
  shellFileName,
  shellFileOf,
  type ShellPage,
} from '../shell-routes.ts';
import { toIntlLocale, type AppLocale } from '../../src/lib/i18n/locales.ts';
import { precompileMessages } from './precompile-messages.ts';

/** An address of each page to render: the first frame is the same for every recipient. */
const PAGE_PATHS: Record<ShellPage, string> = {
  user: '/00000000-0000-4000-8000-000000000000',
  team: '/t/00000000-0000-4000-8000-000000000000',
};
const ROOT = '<div id="root"></div>';
/** index.html's entry script, Vite's tag: the address of the app's code. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+\/)([^"/]+\.js)"><\/script>/;

type RenderShell = (path: string, locale: AppLocale) => Promise<string>;

/**
 * App builds (production and mock): the public tip pages' first frame prerendered, so the
 * browser paints the form from HTML and CSS before any JavaScript (README, "Performance").
 * After the bundle is written, src/app/prerender.tsx is built for Node with this build's mode,
 * aliases and CSS-module names, and renders the user page and the team page in every language
 * into the finished index.html (its early start and security <meta> included), with
 * `<html lang>` set: `shells/<page>.<locale>.html`. Fails the build when a class of a shell is
 * not in the build's CSS (names that differ would paint an unstyled page).
 *
 * Serving them: build/shell-routes.ts (which file for which address and Accept-Language),
 * used by `vite preview` here, by bench/serve.mjs (scripts/serve-production.mjs, npm run bench);
 * deploy/nginx.conf says the same for the image.
 */
export function prerenderShells(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-shells',
    // Builds write the shells; `vite preview` serves them.
    apply: (_config, { command, mode, isPreview }) =>
      mode !== 'gateway' && (command === 'build' || isPreview === true),
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const prerenderDir = mkdtempSync(path.join(tmpdir(), 'tips-prerender-'));
      try {
        const renderShell = await buildPrerender(config, prerenderDir);
        await writeShells(config, outDir, renderShell);
      } finally {
        rmSync(prerenderDir, { recursive: true, force: true });
      }
    },
    // `vite preview` (the mock build's end-to-end tests): the same addresses get the shells.
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        const file = shellFileOf(url.pathname, request.headers['accept-language']);
        if (file) request.url = `/${file}${url.search}`;
        next();
      });
    },
  };
}

/** src/app/prerender.tsx built for Node into `outDir` (its lazy chunks beside it), and loaded. */
async function buildPrerender(config: ResolvedConfig, outDir: string): Promise<RenderShell> {
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'warn',
    resolve: { alias: config.resolve.alias },
    // The same CSS-module names as the browser's bundle (production: short hashes).
    css: { modules: config.css.modules },
    plugins: [react(), precompileMessages()],
    // One self-contained module: nothing to resolve from the temporary folder.
    ssr: { noExternal: true },
    build: {
      ssr: path.join(config.root, 'src/app/prerender.tsx'),
      outDir,
      emptyOutDir: true,
      target: 'node24',
      rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  });
  const module = (await import(pathToFileURL(path.join(outDir, 'prerender.mjs')).href)) as {
    renderShell: RenderShell;
  };
  return module.renderShell;
}

/**
 * A shell paints from its HTML and CSS alone, so it asks for the app's code only after that
 * first paint: its module script is not the entry but this start, which imports the entry once
 * the first frame is painted (its animation callback, then a task after it). The form's
 * question, the page's largest paint, then waits for no download of the app's code, even by
 * Lighthouse's count, which takes whatever finished loading before the largest paint as needed
 * for it (LCP 1.5 s, the entry's download, against 0.9 s). The code leaves one stylesheet's
 * round trip later than the HTML could have asked for it; the page's data, photo and
 * translations still leave at once, with the inline early start. A file, not inline: a page
 * whose policy refuses the inline early start still starts. Returns the start's address.
 */
function writeShellStart(outDir: string, assetsBase: string, entryFile: string): string {
  const code = `requestAnimationFrame(()=>setTimeout(()=>import("./${entryFile}")))`;
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  const file = `shell-start-${hash}.js`;
  writeFileSync(path.join(outDir, assetsBase, file), code);
  return file;
}

/** Every page in every language into the finished index.html: dist/shells/<page>.<locale>.html. */
async function writeShells(config: ResolvedConfig, outDir: string, renderShell: RenderShell) {
  const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const entry = ENTRY_SCRIPT.exec(index);
  if (!entry) throw new Error('prerender-shells: no entry script in index.html');
  const [tag, base = '', entryFile = ''] = entry;
  const start = writeShellStart(outDir, config.build.assetsDir, entryFile);
  const html = index.replace(tag, tag.replace(`${base}${entryFile}`, `${base}${start}`));
  if (!html.includes(ROOT)) throw new Error(`prerender-shells: no ${ROOT} in index.html`);
  const css = readdirSync(path.join(outDir, config.build.assetsDir))
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(path.join(outDir, config.build.assetsDir, file), 'utf8'))
    .join('\n');
  mkdirSync(path.join(outDir, SHELL_DIR), { recursive: true });
  for (const page of SHELL_PAGES)
    for (const locale of SHELL_LOCALES) {
      const markup = await renderShell(PAGE_PATHS[page], locale);
      const unstyled = [...markup.matchAll(/class="([^"]+)"/g)]
        .flatMap(([, names]) => names?.split(' ') ?? [])
        .filter((name) => !css.includes(`.${name}`));
      if (unstyled.length > 0)
        throw new Error(
          `prerender-shells: ${page} uses classes not in the CSS: ${unstyled.join(' ')}`,
        );
      // The frame's first element is marked (React does not compare attributes when it
      // hydrates a production build): src/components/ui/tokens.css hides a stale shell by it.
      const marked = markup.replace(/^(<!--\$-->)?<div /, '$1<div data-prerendered="" ');
      if (marked === markup) throw new Error(`prerender-shells: ${page} starts with no <div>`);
      writeFileSync(
        path.join(outDir, shellFileName(page, locale)),
        html
          .replace(/<html lang="[^"]*"/, `<html lang="${toIntlLocale(locale)}"`)
          .replace(ROOT, `<div id="root">${marked}</div>`),
      );
    }
}
