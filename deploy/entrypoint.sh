#!/bin/sh
# Start of the container (deploy/Dockerfile) and of `npm run serve:nginx`: writes this
# environment's runtime configuration where deploy/nginx.conf reads it, then runs the command it
# is given (nginx). One image, every environment: nothing here is decided at build time.
#
# Layout under TIPS_PREFIX (nginx's -p prefix, default /srv/tips):
#   html/        the build's dist/ (read only)
#   meta/        the build's dist-meta/: security-headers.conf (read only)
#   runtime/     written here at every start:
#     listen.conf             `listen [LISTEN_HOST:]PORT;`
#     access-log.conf         requests logged to stdout (the container's log), where it can be
#                             opened by name: not a socket (a test runner's output), then off
#     security-headers.conf   the build's headers, connect-src widened to the configured origins
#     index.html              the build's page, its CSP <meta> widened the same way
#     shells/                 the build's prerendered tip pages (html/shells/), widened the same way
#     barrel/tips-web/<key>.json  the runtime configuration, one file per key the app asks for
#                                 (GET /barrel/tips-web?key=<key>, src/lib/config/README.md)
#
# Environment (all optional; an unset one is not served, so the app keeps its built default):
#   API_BASE_URL        apiPrefix: `/api` on this host, or the API's URL (https://api.example.com/api)
#   GATEWAY_BASE_URL    gatewayPrefix: the payment gateway's calls
#   ROOT_HOSTS          rootHosts: hosts serving the app at the site root (base path), space or comma separated
#   GATEWAY_ORIGINS     gatewayOrigins: https origins of the card payment pages, space or comma separated
#   SENTRY_DSN          sentryDsn: error reporting (empty: off)
#   SENTRY_TUNNEL       sentryTunnel: same-origin path that forwards the reports
#   SENTRY_ENVIRONMENT  sentryEnvironment
#   PORT                port nginx listens on (default 8080); LISTEN_HOST: one address only
set -eu
# Values are data, never file names to expand.
set -f

prefix="${TIPS_PREFIX:-/srv/tips}"
runtime="$prefix/runtime"
barrel="$runtime/barrel/tips-web"

fail() {
  echo "entrypoint: $*" >&2
  exit 1
}

# A JSON string of $1 (no control characters accepted).
json_string() {
  case "$1" in *[[:cntrl:]]*) fail "a value holds a control character: refused" ;; esac
  printf '"%s"' "$(printf '%s' "$1" | sed 's/\\/\\\\/g; s/"/\\"/g')"
}

# A JSON array of the items of $1, separated by spaces or commas.
json_list() {
  list=""
  for item in $(printf '%s' "$1" | tr ',' ' '); do
    list="${list:+$list,}$(json_string "$item")"
  done
  printf '[%s]' "$list"
}

# key, value, kind (string or list): served when the value is set.
config_key() {
  [ -n "$2" ] || return 0
  if [ "$3" = list ]; then json_list "$2"; else json_string "$2"; fi >"$barrel/$1.json"
}

# The origin (scheme://host[:port]) of an absolute http(s) address, nothing for a path.
origin_of() {
  origin=$(printf '%s' "$1" | sed -E -n 's|^(https?://)([^@/?#]*@)?([^/?#]*).*$|\1\3|p')
  [ -n "$origin" ] || return 0
  case "${origin#*://}" in '' | *[!A-Za-z0-9.:-]*) fail "not an address: $1" ;; esac
  printf ' %s' "$origin"
}

PORT="${PORT:-8080}"
case "$PORT" in '' | *[!0-9]*) fail "PORT is not a port number: $PORT" ;; esac
case "${LISTEN_HOST:-}" in *[!A-Za-z0-9.:-]*) fail "LISTEN_HOST is not an address" ;; esac

[ -f "$prefix/html/index.html" ] || fail "no build in $prefix/html"
[ -f "$prefix/meta/security-headers.conf" ] || fail "no $prefix/meta/security-headers.conf"

rm -rf "$runtime/barrel"
mkdir -p "$barrel" "$runtime/tmp"

echo "listen ${LISTEN_HOST:+$LISTEN_HOST:}$PORT;" >"$runtime/listen.conf"
access_log=off
if (: >>/dev/stdout) 2>/dev/null; then access_log=/dev/stdout; fi
echo "access_log $access_log;" >"$runtime/access-log.conf"

config_key apiprefix "${API_BASE_URL:-}" string
config_key gatewayprefix "${GATEWAY_BASE_URL:-}" string
config_key roothosts "${ROOT_HOSTS:-}" list
config_key gatewayorigins "${GATEWAY_ORIGINS:-}" list
config_key sentrydsn "${SENTRY_DSN:-}" string
config_key sentrytunnel "${SENTRY_TUNNEL:-}" string
config_key sentryenvironment "${SENTRY_ENVIRONMENT:-}" string

# The Content-Security-Policy is the build's (its script hash above all); the app may only call
# the origins it is configured with, so those join connect-src, in the header and in the page's
# <meta> alike (a browser enforces both).
origins=""
for address in "${API_BASE_URL:-}" "${GATEWAY_BASE_URL:-}" "${SENTRY_DSN:-}"; do
  origins="$origins$(origin_of "$address")"
done
widen="s|connect-src 'self'|connect-src 'self'$origins|"
sed "$widen" "$prefix/meta/security-headers.conf" >"$runtime/security-headers.conf"
sed "$widen" "$prefix/html/index.html" >"$runtime/index.html"
rm -rf "$runtime/shells"
mkdir -p "$runtime/shells"
# File names of the build's own (no spaces): listed, since globbing is off.
if [ -d "$prefix/html/shells" ]; then
  for shell in $(ls "$prefix/html/shells"); do
    sed "$widen" "$prefix/html/shells/$shell" >"$runtime/shells/$shell"
  done
fi

exec "$@"
