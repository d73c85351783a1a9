// The production build (dist/) as a deployment would serve it, for the production end-to-end
// check (playwright.config.ts) and by hand: HTTPS/HTTP2 with gzip (bench/serve.mjs) and the API
// proxied to a mock HTTP server with its own data file. The early start only runs in such a
// build, never in the mock build the other end-to-end tests use.
//   node scripts/serve-production.mjs   → https://127.0.0.1:4175 (PORT, MOCK_PORT to change)
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveStatic } from '../bench/serve.mjs';

const PORT = Number(process.env.PORT ?? 4175);
const MOCK_PORT = Number(process.env.MOCK_PORT ?? 9495);

const mock = spawn(process.execPath, ['--import', 'tsx', 'mocks/http-server.ts'], {
  env: {
    ...process.env,
    PORT: String(MOCK_PORT),
    MOCK_DATA_FILE: path.join(tmpdir(), `tips-production-e2e-${process.pid}.json`),
  },
  stdio: 'inherit',
});
const server = await serveStatic({
  root: path.resolve('dist'),
  port: PORT,
  apiTarget: `http://127.0.0.1:${MOCK_PORT}`,
});
console.log(`production build on https://127.0.0.1:${PORT} (mock API on ${MOCK_PORT})`);

const stop = () => {
  server.close();
  mock.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
