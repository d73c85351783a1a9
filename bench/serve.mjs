// A small static server for benchmarks: gzip like a real CDN, SPA fallback to index.html,
// and the API paths proxied to the mock HTTP server (npm run mock:server).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.map': 'application/json',
};
const PROXIED = ['/api/', '/barrel/', '/payment-gateway/'];

/** Serves `root` on 127.0.0.1:`port`; resolves to the http.Server. */
export function serveStatic({ root, port, apiTarget }) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (apiTarget && PROXIED.some((prefix) => url.pathname.startsWith(prefix))) {
      const target = new URL(url.pathname + url.search, apiTarget);
      const upstream = httpRequest(
        target,
        { method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
      file = path.join(root, 'index.html');
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const immutable = file.includes(`${path.sep}assets${path.sep}`);
    const compress =
      /text|javascript|json|svg/.test(type) && /gzip/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(200, {
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(compress ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    const stream = createReadStream(file);
    (compress ? stream.pipe(createGzip({ level: 9 })) : stream).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
