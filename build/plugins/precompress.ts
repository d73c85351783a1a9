import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { appProductionBuild } from './app-production-build.ts';

/** What is worth compressing: text. */
const COMPRESSIBLE = /\.(js|css|json|svg)$/;

/**
 * Production builds: writes `<file>.gz` beside each text file of dist/assets/, gzipped once at
 * the highest level (the one scripts/budget.mjs measures), which nginx sends as it is
 * (`gzip_static`, deploy/nginx.conf) instead of compressing every answer again at a lower one.
 */
export function precompress(): Plugin {
  let assets = '';
  return {
    name: 'precompress',
    apply: appProductionBuild,
    configResolved(resolved) {
      assets = path.resolve(resolved.root, resolved.build.outDir, resolved.build.assetsDir);
    },
    writeBundle() {
      for (const file of readdirSync(assets)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const source = readFileSync(path.join(assets, file));
        const compressed = gzipSync(source, { level: 9 });
        if (compressed.length < source.length)
          writeFileSync(path.join(assets, `${file}.gz`), compressed);
      }
    },
  };
}
