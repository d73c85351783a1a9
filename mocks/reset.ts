import { resetStore, persistStoreIn } from './db/store';
import { DEFAULT_DATA_FILE, fileSnapshotStorage } from './persistence-file';

/** `npm run mock:reset`: the mock server's store back to the demo data (restart the server after). */
persistStoreIn(fileSnapshotStorage(process.env.MOCK_DATA_FILE ?? DEFAULT_DATA_FILE));
await resetStore();
console.log(`Mock store reset to the seed in ${process.env.MOCK_DATA_FILE ?? DEFAULT_DATA_FILE}`);
