import { createHash } from 'node:crypto';
import { loadEnv, type Plugin } from 'vite';
import { appProductionBuild } from './app-production-build.ts';

/** The origin of a configured address, or null for a path on the app's own origin. */
function originOf(address: string | undefined): string | null {
  return address && /^https?:\/\//i.test(address) ? new URL(address).origin : null;
}

/**
 * Production builds: the security headers a static host sends with every file, derived from
 * this build (README, "Security headers"):
 * - a Content-Security-Policy allowing this origin's scripts plus the inline early start by its
 *   SHA-256 (computed here from the finished index.html), connections to this origin and to
 *   the configured API, gateway, barrel and error-reporting origins (absolute `VITE_*`
 *   addresses, and `CSP_CONNECT_SRC` for origins only the barrel names at run time), images
 *   from https (merchant logos), no framing, no `<base>`, no plugins;
 * - `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`;
 * - `Strict-Transport-Security` (a year, subdomains too) and a `Permissions-Policy` turning off
 *   what the app never uses (camera, microphone, geolocation, payment).
 * Written as `_headers` (Netlify / Cloudflare Pages format, read by scripts/serve-production.mjs)
 * and `security-headers.conf` (nginx `add_header` lines, included by deploy/nginx.conf), both in
 * dist-meta/ (./build-files-out-of-dist.ts: never served), and as `<meta>` at the top of
 * index.html for what a meta can carry (the policy without frame-ancestors, the referrer
 * policy). Fails the build when index.html has no inline script to hash.
 */
export function securityHeaders(): Plugin {
  let env: Record<string, string> = {};
  return {
    name: 'security-headers',
    apply: appProductionBuild,
    enforce: 'post',
    configResolved(resolved) {
      env = loadEnv(resolved.mode, resolved.envDir || resolved.root, '');
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string')
        throw new Error('security-headers: no index.html in the bundle');
      const inline = [...html.source.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
        ([, code]) =>
          `'sha256-${createHash('sha256')
            .update(code ?? '')
            .digest('base64')}'`,
      );
      if (inline.length === 0) throw new Error('security-headers: no inline early start to hash');
      const connect = [
        ...new Set([
          ...['VITE_API_PREFIX', 'VITE_GATEWAY_PREFIX', 'VITE_BARREL_PREFIX', 'VITE_SENTRY_DSN']
            .map((name) => originOf(env[name]))
            .filter((origin) => origin !== null),
          ...(env.CSP_CONNECT_SRC ?? '').split(/\s+/).filter(Boolean),
        ]),
      ];
      const policy = [
        "default-src 'self'",
        `script-src 'self' ${inline.join(' ')}`,
        "style-src 'self'",
        "img-src 'self' data: blob: https:",
        ['connect-src', "'self'", ...connect].join(' '),
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
      ];
      const headers = {
        'Content-Security-Policy': [...policy, "frame-ancestors 'none'"].join('; '),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
      };
      const meta =
        `<meta http-equiv="Content-Security-Policy" content="${policy.join('; ')}" />` +
        `<meta name="referrer" content="${headers['Referrer-Policy']}" />`;
      // First in <head>: a policy only covers what comes after it, the early start included.
      html.source = html.source.replace(/<head>/, `<head>${meta}`);
      const lines = Object.entries(headers);
      this.emitFile({
        type: 'asset',
        fileName: '.vite/_headers',
        source: `/*\n${lines.map(([name, value]) => `  ${name}: ${value}\n`).join('')}`,
      });
      this.emitFile({
        type: 'asset',
        fileName: '.vite/security-headers.conf',
        source: lines.map(([name, value]) => `add_header ${name} "${value}" always;\n`).join(''),
      });
    },
  };
}
