// A small static server for benchmarks that behaves like the CDN in front of a real deployment:
// HTTPS with HTTP/2 (one multiplexed connection, as every CDN serves today; HTTP/1.1's six
// connections per host would queue the page's parallel requests in a way no user sees), gzip,
// the public tip pages' prerendered shells in the visitor's language (build/shell-routes.ts),
// SPA fallback to index.html, and the API paths proxied to the mock HTTP server
// (npm run mock:server). The certificate is self-signed for 127.0.0.1: the benchmark's
// Chromium runs with --ignore-certificate-errors.
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { shellFileOf } from '../build/shell-routes.ts';

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
/** Connection-level headers HTTP/2 forbids, and its pseudo-headers HTTP/1.1 cannot carry. */
const HOP_BY_HOP = /^(:|connection$|keep-alive$|transfer-encoding$|upgrade$|proxy-connection$)/i;
const withoutHopByHop = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.test(name)));

/** A throw-away self-signed certificate for 127.0.0.1 (Debian's openssl). */
function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tips-bench-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/**
 * Serves `root` on https://127.0.0.1:`port` (0: any free port); resolves to the server.
 * `headers` are added to every file it serves (security headers, see scripts/serve-production.mjs).
 */
export function serveStatic({ root, port, apiTarget, headers = {} }) {
  const server = createSecureServer(
    { ...selfSignedCertificate(), allowHTTP1: true },
    (req, res) => {
      const url = new URL(req.url ?? '/', 'https://localhost');
      if (apiTarget && PROXIED.some((prefix) => url.pathname.startsWith(prefix))) {
        const target = new URL(url.pathname + url.search, apiTarget);
        const upstream = httpRequest(
          target,
          { method: req.method, headers: { ...withoutHopByHop(req.headers), host: target.host } },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
            answer.pipe(res);
          },
        );
        upstream.on('error', () => res.writeHead(502).end());
        req.pipe(upstream);
        return;
      }
      const shell = shellFileOf(url.pathname, req.headers['accept-language']);
      let file = path.join(root, shell ?? decodeURIComponent(url.pathname));
      if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
        file = path.join(root, 'index.html');
      }
      // A root without an index.html (the mock gateway page's) has no fallback.
      if (!existsSync(file)) {
        res.writeHead(404, headers).end();
        return;
      }
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      const compress =
        /text|javascript|json|svg/.test(type) && /gzip/.test(req.headers['accept-encoding'] ?? '');
      res.writeHead(200, {
        ...headers,
        'content-type': type,
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        // A shell's language follows the request's (build/shell-routes.ts).
        ...(shell ? { vary: 'accept-language' } : {}),
        ...(compress
          ? {
              'content-encoding': 'gzip',
              vary: shell ? 'accept-language, accept-encoding' : 'accept-encoding',
            }
          : {}),
      });
      const stream = createReadStream(file);
      (compress ? stream.pipe(createGzip({ level: 9 })) : stream).pipe(res);
    },
  );
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
