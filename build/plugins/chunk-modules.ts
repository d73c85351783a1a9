import type { Plugin } from 'vite';

/**
 * App builds: writes `.vite/chunk-modules.json`, each JavaScript chunk's source modules (paths
 * from the project root), beside Vite's manifest, which names only a chunk's facade. The budget
 * script reads it to prove that no private area's module reaches the user page, whichever chunk
 * the bundler puts it in. Production builds move both out of dist/ (./build-files-out-of-dist.ts).
 */
export function chunkModules(): Plugin {
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
