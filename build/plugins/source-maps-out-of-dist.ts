import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { appProductionBuild } from './app-production-build';

/** Where production builds leave their source maps: beside dist/, never served with it. */
const SOURCE_MAPS_DIR = 'dist-sourcemaps';

/**
 * Production builds: the source maps are built hidden (no sourceMappingURL in the code) and
 * moved out of dist/ into dist-sourcemaps/ (same paths), ready for upload to error reporting.
 */
export function sourceMapsOutOfDist(): Plugin {
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
