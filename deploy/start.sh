#!/usr/bin/env bash
# `npm start`: the production setup on one machine, after `npm run build`: the server renderer (server/index.ts)
# on 127.0.0.1, and nginx in front of it on PORT (deploy/start-nginx.sh with RENDERER set): the build's files,
# the API proxy, the CSP, and the static index.html whenever the renderer is down or slower than 2 s.
#
#   npm run build
#   npm run mock:server &                                    # an API: the standalone mock server on :8787
#   UPSTREAM=http://127.0.0.1:8787 PORT=8080 npm start       # http://127.0.0.1:8080
#
# Environment: every variable of deploy/start-nginx.sh (PORT, UPSTREAM, API_BASE_URL, SITE_URL, …), and
#   RENDERER_PORT          where the renderer listens, on 127.0.0.1              [PORT + 1]
#   RENDERER_API_BASE_URL  the API the renderer calls, as a guest  [UPSTREAM, else API_BASE_URL if absolute]
#   SSR_DIR                the renderer's bundle                                 [<repo>/dist-server]
#   RENDERER_WORKERS       the renderer's processes (server/workers.ts)          [one per core]
# Without nginx it stops with the line that installs it: the renderer alone (`npm run renderer`) serves the
# build's files but not the API under this origin, so the app would be half there.
# Ctrl-C (SIGINT) or SIGTERM stops both; when either one ends, the other is stopped too. The Docker image runs
# this same script.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/.." && pwd)"
fail() {
  echo "start: $*" >&2
  exit 2
}

PORT="${PORT:-8080}"
[[ "$PORT" =~ ^[0-9]+$ ]] || fail "PORT must be a number, got '$PORT'"
RENDERER_PORT="${RENDERER_PORT:-$((PORT + 1))}"
[[ "$RENDERER_PORT" =~ ^[0-9]+$ ]] || fail "RENDERER_PORT must be a number, got '$RENDERER_PORT'"
DIST_DIR="$(cd "${DIST_DIR:-$repo/dist}" 2>/dev/null && pwd)" || fail "no build in ${DIST_DIR:-$repo/dist}: run npm run build first"
SSR_DIR="$(cd "${SSR_DIR:-$repo/dist-server}" 2>/dev/null && pwd)" || fail "no renderer bundle in ${SSR_DIR:-$repo/dist-server}: run npm run build first"
[ -f "$DIST_DIR/index.html" ] && [ -f "$SSR_DIR/entry-server.js" ] || fail "the build is incomplete: run npm run build first"

renderer_api="${RENDERER_API_BASE_URL:-${UPSTREAM:-}}"
if [ -z "$renderer_api" ] && [[ "${API_BASE_URL:-}" =~ ^https?:// ]]; then renderer_api="$API_BASE_URL"; fi
[ -n "$renderer_api" ] ||
  fail "name the API: UPSTREAM=http://127.0.0.1:8787 (served under this origin; npm run mock:server runs one) or API_BASE_URL=https://api.example.com"

nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"
if [ ! -x "$nginx_bin" ] || [ ! -f "${NGINX_MODULES_DIR:-/usr/lib/nginx/modules}/ngx_http_brotli_static_module.so" ]; then
  fail "nginx and its brotli module are needed in front of the renderer: apt-get install -y nginx libnginx-mod-http-brotli-static (the renderer alone, without the API under its origin: API_BASE_URL=$renderer_api npm run renderer)"
fi

renderer_pid=""
nginx_pid=""
stop() {
  trap - INT TERM
  # nginx finishes the requests in flight on SIGQUIT; the renderer closes its server on SIGTERM.
  [ -z "$nginx_pid" ] || kill -QUIT "$nginx_pid" 2>/dev/null || true
  [ -z "$renderer_pid" ] || kill -TERM "$renderer_pid" 2>/dev/null || true
  wait || true
}
trap 'stop; exit 0' INT TERM

PORT="$RENDERER_PORT" HOST=127.0.0.1 API_BASE_URL="$renderer_api" DIST_DIR="$DIST_DIR" SSR_DIR="$SSR_DIR" \
  node "$repo/server/index.ts" &
renderer_pid=$!
# nginx opens once the renderer listens (at most 30 s; nginx would answer index.html meanwhile), so the first
# visitors, and the deploy tests, get rendered pages.
for _ in $(seq 300); do
  kill -0 "$renderer_pid" 2>/dev/null || break
  { : >"/dev/tcp/127.0.0.1/$RENDERER_PORT"; } 2>/dev/null && break
  sleep 0.1
done
PORT="$PORT" DIST_DIR="$DIST_DIR" RENDERER="http://127.0.0.1:$RENDERER_PORT" bash "$here/start-nginx.sh" &
nginx_pid=$!

status=0
wait -n "$renderer_pid" "$nginx_pid" || status=$?
echo "start: $( kill -0 "$renderer_pid" 2>/dev/null && echo nginx || echo the renderer) stopped (status $status); stopping the other" >&2
stop
exit "$status"
