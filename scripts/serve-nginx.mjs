// The production build (dist/) served by Debian's nginx with the image's own configuration
// (deploy/nginx.conf) and start (deploy/entrypoint.sh), as the container runs them: no proxy,
// no mock API. nginx runs in the foreground from a prefix in the temp folder (one per port)
// that links html/ to dist/ and meta/ to dist-meta/; its pid, temp files and runtime
// configuration stay in there.
//   npm run serve:nginx               → http://127.0.0.1:8080
//   PORT, LISTEN_HOST (127.0.0.1; empty: every address) and the image's variables
//   (API_BASE_URL, SENTRY_DSN, ROOT_HOSTS … see deploy/entrypoint.sh) as in the container.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

for (const built of ['dist/index.html', 'dist-meta/security-headers.conf'])
  if (!existsSync(built)) {
    console.error(`serve:nginx: ${built} is missing; run npm run build first`);
    process.exit(1);
  }

const port = process.env.PORT ?? '8080';
// One prefix per port, cleared at start: a run that was killed outright leaves nothing behind
// for long.
const prefix = path.join(tmpdir(), `tips-nginx-${port}`);
rmSync(prefix, { recursive: true, force: true });
// Readable by nginx's workers, which run as nobody when it is started as root.
mkdirSync(prefix, { mode: 0o755 });
symlinkSync(path.resolve('dist'), path.join(prefix, 'html'));
symlinkSync(path.resolve('dist-meta'), path.join(prefix, 'meta'));
cpSync('deploy/nginx.conf', path.join(prefix, 'nginx.conf'));
mkdirSync(path.join(prefix, 'runtime'));

// Debian installs it in /usr/sbin, which is not on every user's PATH.
const binary = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const nginx = spawn(
  'sh',
  ['deploy/entrypoint.sh', binary, '-p', `${prefix}/`, '-c', 'nginx.conf', '-e', 'stderr'],
  {
    env: {
      ...process.env,
      TIPS_PREFIX: prefix,
      PORT: port,
      LISTEN_HOST: process.env.LISTEN_HOST ?? '127.0.0.1',
    },
    stdio: 'inherit',
  },
);
console.log(`nginx on http://${process.env.LISTEN_HOST || '127.0.0.1'}:${port} (prefix ${prefix})`);

const cleanUp = () => rmSync(prefix, { recursive: true, force: true });
nginx.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => nginx.kill('SIGQUIT'));
