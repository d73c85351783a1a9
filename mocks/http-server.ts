import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { getResponse } from 'msw';
import { flushStore, persistStoreIn, setStoreVolume, storeReady } from './db/store';
import { isVolume, type Volume } from './db/volume';
import { onCodeSent } from './engine/one-time-codes';
import { setGatewayPageOrigin } from './gateway/page-origin';
import { handlers } from './handlers';
import { DEFAULT_DATA_FILE, fileSnapshotStorage } from './persistence-file';

export interface MockServerOptions {
  port?: number;
  host?: string;
  /** JSON file the store lives in; null keeps it in memory only. */
  dataFile?: string | null;
  /** An https origin that serves the mock gateway page (mocks/gateway/page-origin.ts). */
  gatewayOrigin?: string | null;
  /** How much demo data: the seed, or with the large data set (mocks/README.md). */
  volume?: Volume;
}

async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = incoming.method ?? 'GET';
  const chunks: Buffer[] = [];
  if (method !== 'GET' && method !== 'HEAD')
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return new Request(new URL(incoming.url ?? '/', origin), {
    method,
    headers,
    ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
  });
}

async function send(response: Response, outgoing: ServerResponse): Promise<void> {
  // A simulated network failure (HttpResponse.error()): drop the connection, as a dead server would.
  if (response.type === 'error') {
    outgoing.destroy();
    return;
  }
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  outgoing.writeHead(response.status, response.statusText, headers);
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * The mock backend as a real HTTP server: node:http in front of msw's getResponse over the
 * same handlers the browser uses, under the same prefixes (/api, /payment-gateway, /barrel).
 */
export async function startMockServer({
  port = 9090,
  host = '127.0.0.1',
  dataFile = DEFAULT_DATA_FILE,
  gatewayOrigin = null,
  volume = 'normal',
}: MockServerOptions = {}) {
  setStoreVolume(volume);
  persistStoreIn(dataFile ? fileSnapshotStorage(dataFile) : null);
  setGatewayPageOrigin(gatewayOrigin);
  await storeReady();
  const server = createServer((incoming, outgoing) => {
    const origin = `http://${incoming.headers.host ?? `${host}:${port}`}`;
    void (async () => {
      try {
        const request = await toRequest(incoming, origin);
        const response = await getResponse(handlers, request, { baseUrl: origin, quiet: true });
        await send(
          response ??
            Response.json(
              { code: 'general.error', message: `No mock for ${request.method} ${request.url}` },
              { status: 404 },
            ),
          outgoing,
        );
      } catch (error) {
        console.error('[mock server]', error);
        if (!outgoing.headersSent) outgoing.writeHead(500, { 'content-type': 'application/json' });
        outgoing.end(JSON.stringify({ code: 'general.error' }));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${actualPort}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        flushStore();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** `--volume large` (or MOCK_VOLUME=large): the large data set. */
function volumeOption(argv: readonly string[]): Volume {
  const index = argv.indexOf('--volume');
  const value = index === -1 ? (process.env.MOCK_VOLUME ?? 'normal') : argv[index + 1];
  if (!isVolume(value)) throw new Error(`--volume takes normal or large, not ${String(value)}`);
  return value;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dataFile = process.env.MOCK_DATA_FILE ?? DEFAULT_DATA_FILE;
  const volume = volumeOption(process.argv);
  const { url, close } = await startMockServer({
    port: Number(process.env.PORT ?? 9090),
    dataFile,
    gatewayOrigin: process.env.MOCK_GATEWAY_ORIGIN ?? null,
    volume,
  });
  onCodeSent(({ flow, sentTo, code }) =>
    console.log(`[mock server] ${flow} code for ${sentTo}: ${code}`),
  );
  console.log(
    `Mock backend on ${url} (API ${url}/api, gateway ${url}/payment-gateway, barrel ${url}/barrel); ${volume} data, store in ${dataFile}`,
  );
  const stop = () => void close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
