// @vitest-environment node
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/** The container's start, run by a POSIX sh against a prefix laid out like the image's. */
const ENTRYPOINT = path.resolve(import.meta.dirname, 'entrypoint.sh');
const HASH = "'sha256-abc+/='";
const POLICY = `default-src 'self'; script-src 'self' ${HASH}; connect-src 'self'; object-src 'none'`;

let prefix = '';

beforeEach(() => {
  prefix = mkdtempSync(path.join(tmpdir(), 'tips-entrypoint-'));
  mkdirSync(path.join(prefix, 'html'));
  mkdirSync(path.join(prefix, 'meta'));
  writeFileSync(
    path.join(prefix, 'html/index.html'),
    `<head><meta http-equiv="Content-Security-Policy" content="${POLICY}" /><script>start()</script></head>`,
  );
  writeFileSync(
    path.join(prefix, 'meta/security-headers.conf'),
    `add_header Content-Security-Policy "${POLICY}; frame-ancestors 'none'" always;\n` +
      `add_header X-Content-Type-Options "nosniff" always;\n`,
  );
});

afterEach(() => rmSync(prefix, { recursive: true, force: true }));

/** Runs the entrypoint with only `env` set; it then runs `printf started` in place of nginx. */
function start(env: Record<string, string> = {}) {
  return spawnSync('sh', [ENTRYPOINT, 'printf', 'started'], {
    env: { PATH: process.env.PATH, TIPS_PREFIX: prefix, ...env },
    encoding: 'utf8',
  });
}

const runtime = (file: string) => readFileSync(path.join(prefix, 'runtime', file), 'utf8');
const barrel = (key: string) => JSON.parse(runtime(`barrel/tips-web/${key}.json`)) as unknown;
const served = (key: string) =>
  existsSync(path.join(prefix, 'runtime/barrel/tips-web', `${key}.json`));

describe('deploy/entrypoint.sh', () => {
  it('writes the runtime configuration from the environment, then runs nginx', () => {
    const result = start({
      API_BASE_URL: 'https://api.example.com/api',
      SENTRY_DSN: 'https://public-key@o1.ingest.sentry.io/42',
      ROOT_HOSTS: 'tips.example.com, pay.example.kz',
      GATEWAY_ORIGINS: 'https://pay.bank.example',
      SENTRY_ENVIRONMENT: 'staging "eu" \\ 2',
      PORT: '9000',
    });

    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('started');
    // What the app reads from GET /barrel/tips-web?key=… (src/lib/config/load-barrel-config.ts).
    expect(barrel('apiprefix')).toBe('https://api.example.com/api');
    expect(barrel('sentrydsn')).toBe('https://public-key@o1.ingest.sentry.io/42');
    expect(barrel('roothosts')).toEqual(['tips.example.com', 'pay.example.kz']);
    expect(barrel('gatewayorigins')).toEqual(['https://pay.bank.example']);
    expect(barrel('sentryenvironment')).toBe('staging "eu" \\ 2');
    // Unset: not served, so the app keeps the default it was built with.
    expect(served('gatewayprefix')).toBe(false);
    expect(served('sentrytunnel')).toBe(false);
    expect(runtime('listen.conf')).toBe('listen 9000;\n');
  });

  it('logs requests to stdout when it can be opened by name, as a container’s can', () => {
    const log = path.join(prefix, 'stdout.log');
    const stdout = openSync(log, 'w');
    spawnSync('sh', [ENTRYPOINT, 'true'], {
      env: { PATH: process.env.PATH, TIPS_PREFIX: prefix },
      stdio: ['ignore', stdout, 'inherit'],
    });
    closeSync(stdout);
    expect(runtime('access-log.conf')).toBe('access_log /dev/stdout;\n');

    // A socket (this test's pipe) cannot be: nginx would refuse to start.
    start();
    expect(runtime('access-log.conf')).toBe('access_log off;\n');
  });

  it('lets the page call the configured origins, under the build’s own policy and hash', () => {
    start({
      API_BASE_URL: 'https://api.example.com:8443/api',
      SENTRY_DSN: 'https://public-key@o1.ingest.sentry.io/42',
    });

    const connect = "connect-src 'self' https://api.example.com:8443 https://o1.ingest.sentry.io;";
    const headers = runtime('security-headers.conf');
    expect(headers).toContain(connect);
    expect(headers).toContain(`script-src 'self' ${HASH};`);
    expect(headers).toContain("frame-ancestors 'none'");
    expect(headers).toContain('add_header X-Content-Type-Options "nosniff" always;');
    const page = runtime('index.html');
    expect(page).toContain(connect);
    expect(page).toContain('<script>start()</script>');
  });

  it('serves the build as it is when nothing is configured', () => {
    const result = start();

    expect(result.status).toBe(0);
    expect(runtime('security-headers.conf')).toBe(
      readFileSync(path.join(prefix, 'meta/security-headers.conf'), 'utf8'),
    );
    expect(runtime('index.html')).toBe(readFileSync(path.join(prefix, 'html/index.html'), 'utf8'));
    expect(runtime('listen.conf')).toBe('listen 8080;\n');
    expect(served('apiprefix')).toBe(false);
  });

  it('forgets at a restart what the environment no longer sets', () => {
    start({ SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42', LISTEN_HOST: '127.0.0.1' });
    expect(served('sentrydsn')).toBe(true);
    expect(runtime('listen.conf')).toBe('listen 127.0.0.1:8080;\n');

    start();

    expect(served('sentrydsn')).toBe(false);
    expect(runtime('security-headers.conf')).toContain("connect-src 'self';");
  });

  it.each([
    ['PORT', '80; include /etc/passwd'],
    ['LISTEN_HOST', '0.0.0.0:80; x'],
    ['API_BASE_URL', "https://api.example.com'unsafe-inline'/api"],
    ['SENTRY_ENVIRONMENT', 'two\nlines'],
  ])('refuses %s=%j and does not start nginx', (name, value) => {
    const result = start({ [name]: value });

    expect(result.status).not.toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^entrypoint: /);
  });

  it('refuses to start without a build', () => {
    rmSync(path.join(prefix, 'html/index.html'));

    const result = start();

    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('no build');
  });
});
