import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SnapshotStorage } from './db/store';

/** Where `npm run mock:server` keeps its store between restarts (gitignored). */
export const DEFAULT_DATA_FILE = '.mock-data/db.json';

/** The store as a JSON file; written to a temporary file first so a crash never leaves half a file. */
export function fileSnapshotStorage(path: string): SnapshotStorage {
  return {
    load: () => (existsSync(path) ? readFileSync(path, 'utf8') : null),
    save(text) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(`${path}.tmp`, text);
      renameSync(`${path}.tmp`, path);
    },
  };
}
