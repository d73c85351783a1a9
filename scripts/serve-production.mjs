// The production build (dist/) as a deployment would serve it, for the production end-to-end
// check (playwright.config.ts) and by hand: HTTPS/HTTP2 with gzip (bench/serve.mjs), the
// security headers the build wrote for static hosts (dist-meta/_headers), and the API proxied to a
// mock HTTP server with its own data file. The mock payment gateway page is built on its own
// (`vite build --mode gateway`, into a temporary folder: it is never part of dist/) and served
// over https on an origin of its own, which the mock server names in order.formUrl and in the
// barrel's gatewayOrigins, so a payment completes as it would with a real gateway. The early
// start only runs in such a build, never in the mock build the other end-to-end tests use.
//   node scripts/serve-production.mjs   → https://127.0.0.1:4175
//   PORT (app), MOCK_PORT (mock API, 9495), GATEWAY_PORT (mock gateway, any free port) to change
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { serveStatic } from '../bench/serve.mjs';

const PORT = Number(process.env.PORT ?? 4175);
const MOCK_PORT = Number(process.env.MOCK_PORT ?? 9495);
const GATEWAY_PORT = Number(process.env.GATEWAY_PORT ?? 0);
const mockUrl = `http://127.0.0.1:${MOCK_PORT}`;

/** The headers of dist-meta/_headers (Netlify / Cloudflare Pages format: `/*`, then `  Name: value`). */
function headersOf(file) {
  const lines = readFileSync(file, 'utf8').split('\n');
  return Object.fromEntries(
    lines
      .map((line) => /^\s+([\w-]+):\s*(.+)$/.exec(line))
      .filter(Boolean)
      .map(([, name, value]) => [name.toLowerCase(), value.trim()]),
  );
}

const gatewayRoot = mkdtempSync(path.join(tmpdir(), 'tips-gateway-'));
await build({
  mode: 'gateway',
  logLevel: 'warn',
  build: { outDir: gatewayRoot, emptyOutDir: true },
});
const gateway = await serveStatic({ root: gatewayRoot, port: GATEWAY_PORT, apiTarget: mockUrl });
const gatewayOrigin = `https://127.0.0.1:${gateway.address().port}`;

const mock = spawn(process.execPath, ['--import', 'tsx', 'mocks/http-server.ts'], {
  env: {
    ...process.env,
    PORT: String(MOCK_PORT),
    MOCK_DATA_FILE: path.join(tmpdir(), `tips-production-e2e-${process.pid}.json`),
    MOCK_GATEWAY_ORIGIN: gatewayOrigin,
  },
  stdio: 'inherit',
});
const server = await serveStatic({
  root: path.resolve('dist'),
  port: PORT,
  apiTarget: mockUrl,
  headers: headersOf('dist-meta/_headers'),
});
console.log(
  `production build on https://127.0.0.1:${PORT} (mock API on ${MOCK_PORT}, mock gateway on ${gatewayOrigin})`,
);

const stop = () => {
  server.close();
  gateway.close();
  mock.kill();
  rmSync(gatewayRoot, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// Whatever ends this process ends the mock server too.
process.on('exit', () => mock.kill());
