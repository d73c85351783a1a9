import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { appProductionBuild } from './app-production-build.ts';

/** Where production builds leave their source maps: beside dist/, never served with it. */
export const SOURCE_MAPS_DIR = 'dist-sourcemaps';
/**
 * Where production builds leave what the tools and the host read but no browser should: Vite's
 * manifest, chunk-modules.json (./chunk-modules.ts), the security headers (./security-headers.ts).
 */
export const META_DIR = 'dist-meta';
/** The folder those files are emitted into inside the bundle (Vite's manifest's own). */
const META_IN_BUNDLE = '.vite';

/**
 * Production builds: dist/ keeps only what browsers load. The source maps are built hidden (no
 * sourceMappingURL in the code) and moved into dist-sourcemaps/ (same paths), ready for upload
 * to error reporting; everything under dist/.vite/ moves into dist-meta/ (scripts/budget.mjs,
 * scripts/serve-production.mjs and deploy/ read it there).
 */
export function buildFilesOutOfDist(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'build-files-out-of-dist',
    apply: appProductionBuild,
    configResolved(resolved) {
      root = resolved.root;
      outDir = path.resolve(root, resolved.build.outDir);
    },
    writeBundle() {
      const maps = path.resolve(root, SOURCE_MAPS_DIR);
      const meta = path.resolve(root, META_DIR);
      rmSync(maps, { recursive: true, force: true });
      rmSync(meta, { recursive: true, force: true });
      for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.map')) continue;
        mkdirSync(path.dirname(path.join(maps, file)), { recursive: true });
        renameSync(path.join(outDir, file), path.join(maps, file));
      }
      renameSync(path.join(outDir, META_IN_BUNDLE), meta);
    },
  };
}
