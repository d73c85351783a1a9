// The production bundle must carry no mock backend: no MSW, no faker, no mocks/ code, no
// generated *.msw.ts, and no mockServiceWorker.js; nor the dev-only response validation.
// Nor its source maps: they are built hidden and kept in dist-sourcemaps/ (build/plugins/build-files-out-of-dist.ts),
// which is where this check reads the sources from. Nor anything else no browser needs: the
// manifests and the headers files live in dist-meta/ (build/plugins/build-files-out-of-dist.ts).
// Run after `vite build`.
// Usage: node scripts/check-bundle.mjs [dir] [maps dir]   (default dist and dist-sourcemaps;
// exits 1 on any finding)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

const dir = process.argv[2] ?? 'dist';
const mapsDir = process.argv[3] ?? (dir === 'dist' ? 'dist-sourcemaps' : dir);

/** Source paths (from the source maps) that must never reach production. */
const forbiddenSources = [
  { name: 'MSW', pattern: /node_modules\/(msw|@mswjs|@msw)\// },
  { name: 'faker', pattern: /node_modules\/@faker-js\// },
  { name: 'mocks/', pattern: /(^|\/)mocks\// },
  { name: 'generated MSW handlers', pattern: /\.msw\.ts$/ },
  // Response validation is for development and tests only (src/api/http-client.ts). The
  // generated zod schemas themselves may ship: a form reuses one as its rules (team member's
  // position); without the validator only what a screen imports is bundled.
  { name: 'dev-only response validation', pattern: /src\/api\/response-validation\.ts$/ },
];

/** Build files for tools and hosts, not browsers: hidden folders (Vite's .vite/), host config. */
const notForBrowsers = /(^|\/)\.|(^|\/)_headers$|\.conf$/;

/** Strings that survive minification, for files without a source map. */
const forbiddenText = [
  {
    name: 'MSW',
    pattern: /\[MSW\]|mockServiceWorker|msw\/browser|MSW_ACTIVATE|INTEGRITY_CHECK_REQUEST/,
  },
  { name: 'faker', pattern: /@faker-js|FakerError|faker\.helpers|faker\.string/ },
];

function listFiles(path) {
  return readdirSync(path).flatMap((name) => {
    const child = join(path, name);
    return statSync(child).isDirectory() ? listFiles(child) : [child];
  });
}

if (!existsSync(dir)) {
  console.error(`check-bundle: ${dir}/ does not exist; run vite build first`);
  process.exit(1);
}

const files = listFiles(dir);
const maps = mapsDir === dir ? [] : existsSync(mapsDir) ? listFiles(mapsDir) : [];
const findings = [];
if (mapsDir !== dir && maps.length === 0) findings.push(`${mapsDir}/: no source maps to check`);

for (const file of [...files, ...maps]) {
  const shown = relative('.', file);
  if (basename(file) === 'mockServiceWorker.js') findings.push(`${shown}: the MSW worker script`);
  if (mapsDir !== dir && files.includes(file) && file.endsWith('.map'))
    findings.push(`${shown}: a source map served with the build`);
  if (mapsDir !== dir && files.includes(file) && notForBrowsers.test(relative(dir, file)))
    findings.push(`${shown}: not for browsers, served with the build (belongs in dist-meta/)`);
  if (
    /\.m?js$/.test(file) &&
    mapsDir !== dir &&
    /sourceMappingURL=/.test(readFileSync(file, 'utf8'))
  )
    findings.push(`${shown}: names its source map`);
  if (file.endsWith('.map')) {
    const { sources = [] } = JSON.parse(readFileSync(file, 'utf8'));
    for (const { name, pattern } of forbiddenSources) {
      const hits = sources.filter((source) => pattern.test(source));
      if (hits.length > 0)
        findings.push(
          `${shown}: ${name} sources (${hits.slice(0, 3).join(', ')}${hits.length > 3 ? ', ...' : ''})`,
        );
    }
  } else if (/\.(m?js|html)$/.test(file)) {
    const text = readFileSync(file, 'utf8');
    for (const { name, pattern } of forbiddenText) {
      const match = text.match(pattern);
      if (match) findings.push(`${shown}: ${name} code ("${match[0]}")`);
    }
  }
}

if (findings.length > 0) {
  console.error(`check-bundle: findings in ${dir}/:\n  ${findings.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `check-bundle: ${files.length} files in ${dir}/ (sources from ${maps.length || files.length} files of ${mapsDir}/), no MSW, faker or mock code, no source map served`,
);
