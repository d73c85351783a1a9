// Bundle budget of the production build (dist/): the JavaScript a visitor's browser must
// load before the user page (/:userId) can render — the inline early start of its prerendered
// shell (the same as index.html's), the shell's start module, the entry chunk it imports (which
// holds the user page), the page's chunk if it is ever made lazy again, and everything they
// import statically — gzipped (level 9). Fails when over budget (issue 6:
// at most 110 KB) or when the page reaches private-area code.
//
// The start-up translations (JSON modules of the language, fetched in parallel with the entry)
// are data, not code: printed for information, not counted.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { BASE_NAMESPACES } from '../src/lib/i18n/locales.ts';
import { translationFileOf } from '../src/lib/i18n/translation-files.ts';

const BUDGET_KB = 110;
const USER_PAGE_SOURCE = 'src/features/payment/components/user-page.tsx';
const manifest = JSON.parse(readFileSync('dist-meta/manifest.json', 'utf8'));

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
if (!entry) throw new Error('no entry chunk in dist-meta/manifest.json');

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entry[0]);
visit(USER_PAGE_SOURCE);

// Private code never loads on public pages (it stays behind its own lazy routes). What is
// private derives from the app: the folders of the areas the private table loads
// (src/app/private/areas.tsx, whose lazy screens are the private chunk's dynamic imports), the
// private frame itself, sign-in, and the kit pieces only they use: those with words of their
// own (src/components/ui/<piece>/locales/, loaded with sign-in's and the areas', e.g. the code step),
// and the charts (src/components/charts/, drawn with visx by cabinet areas only).
const PRIVATE_CHUNK_SOURCE = 'src/app/private/private-area.tsx';
const privateChunk = manifest[PRIVATE_CHUNK_SOURCE];
if (!privateChunk) throw new Error(`${PRIVATE_CHUNK_SOURCE} is not a chunk of its own`);
const KIT = 'src/components/ui/';
const privateFolders = new Set([
  'src/app/private/',
  'src/features/auth/',
  'src/components/charts/',
  ...(privateChunk.dynamicImports ?? []).map((source) =>
    source.replace(/^(src\/features\/[^/]+\/).*$/, '$1'),
  ),
  ...readdirSync(KIT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`${KIT}${entry.name}/locales`))
    .map((entry) => `${KIT}${entry.name}/`),
]);
const chunkModules = JSON.parse(readFileSync('dist-meta/chunk-modules.json', 'utf8'));
const userPageModules = [...files].flatMap((file) => chunkModules[file] ?? []);
const privateCode = userPageModules.filter((module) =>
  [...privateFolders].some((folder) => module.startsWith(folder)),
);
if (privateCode.length > 0) {
  console.error(`the user page loads private-area code: ${privateCode.join(', ')}`);
  process.exit(1);
}
console.log(
  `no private code (${[...privateFolders].join(', ')}) in the user page's ${userPageModules.length} modules`,
);

let total = 0;
for (const file of [...files].filter((name) => name.endsWith('.js'))) {
  const size = gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
// The user page's address is answered with its shell (build/plugins/prerender-shells.ts): its
// inline scripts (the early start, src/app/early-start/early-start.ts) run first of all, then
// its start module, which imports the entry.
const SHELL = 'dist/shells/user.en.html';
const html = readFileSync(SHELL, 'utf8');
const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
if (!inlineScripts.some(([, code]) => code.includes('__tipsEarlyStart'))) {
  console.error(`${SHELL} has no inline early start (build/plugins/inline-early-start.ts)`);
  process.exit(1);
}
for (const [, code] of inlineScripts) {
  const size = gzipSync(code, { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  inline script of the shell`);
}
for (const [, src] of html.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g)) {
  if (files.has(src)) continue;
  const size = gzipSync(readFileSync(`dist/${src}`), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${src}, the shell's start`);
}
const translations = Object.values(manifest).filter((chunk) => {
  const file = translationFileOf(chunk.src ?? '');
  return file?.locale === 'ru' && BASE_NAMESPACES.includes(file.namespace);
});
const translationsSize = translations.reduce(
  (sum, chunk) => sum + gzipSync(readFileSync(`dist/${chunk.file}`), { level: 9 }).length,
  0,
);
console.log(
  `(not counted) ru start-up translations: ${(translationsSize / 1024).toFixed(1)} KB gzip in ${translations.length} files`,
);
const totalKb = total / 1024;
console.log(
  `user page initial JS: ${totalKb.toFixed(1)} KB gzip, ${total} bytes (budget ${BUDGET_KB} KB)`,
);
if (totalKb > BUDGET_KB) {
  console.error(`over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}

// Charts (visx, its d3 modules and the shared chart pieces of src/components/charts/) load
// only with the areas that draw them: never with the user page (checked above for the charts
// folder; here for the libraries too) nor with the cabinet's shell, which every private screen
// loads. And an area that draws charts stays within its own budget beyond that shell: the
// JavaScript its lazy chunk and the chunks it imports add to what the shell already loaded.
const CHART_CODE = [/^node_modules\/@visx\//, /^node_modules\/d3-/, /^src\/components\/charts\//];
const AREA_BUDGETS_KB = { 'src/features/statistics/statistics-area.tsx': 50 };
const gzipKb = (file) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length / 1024;
const staticClosure = (key, into = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
};
const shellFiles = staticClosure(PRIVATE_CHUNK_SOURCE, staticClosure(entry[0]));
const chartChunks = Object.entries(chunkModules)
  .filter(([, modules]) => modules.some((module) => CHART_CODE.some((code) => code.test(module))))
  .map(([file]) => file);
const chartsTooEarly = chartChunks.filter((file) => files.has(file) || shellFiles.has(file));
if (chartsTooEarly.length > 0) {
  console.error(`chart code loads with the user page or the cabinet shell: ${chartsTooEarly}`);
  process.exit(1);
}
console.log(`chart code (visx, d3, src/components/charts/) only in ${chartChunks.join(', ')}`);
for (const [source, budgetKb] of Object.entries(AREA_BUDGETS_KB)) {
  if (!manifest[source]) throw new Error(`${source} is not a chunk of its own`);
  const own = [...staticClosure(source)].filter(
    (file) => file.endsWith('.js') && !shellFiles.has(file),
  );
  const areaKb = own.reduce((sum, file) => sum + gzipKb(file), 0);
  for (const file of own) console.log(`${gzipKb(file).toFixed(1).padStart(7)} KB  ${file}`);
  console.log(
    `${source}: ${areaKb.toFixed(1)} KB gzip beyond the cabinet shell (budget ${budgetKb} KB)`,
  );
  if (areaKb > budgetKb) {
    console.error(`${source} is over its budget by ${(areaKb - budgetKb).toFixed(1)} KB`);
    process.exit(1);
  }
}
