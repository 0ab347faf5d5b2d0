#!/usr/bin/env bash
# Serves a production build (npm run build → dist/) with Debian's nginx, in the foreground, as any user; with
# RENDERER set, in front of the server renderer (`npm start`, deploy/start.sh, starts both).
#
#   DIST_DIR=dist PORT=8080 UPSTREAM=http://127.0.0.1:8787 bash deploy/start-nginx.sh
#
# It writes, into RUN_DIR: nginx.conf (from deploy/nginx.conf), the security headers with the CSP built from
# the addresses below, the API proxy (when UPSTREAM is set) and /config.js (window.__APP_CONFIG__, read by the
# app before it starts), then execs nginx. Changing an address is a restart, never a rebuild. The Docker image
# runs this same script as its entrypoint.
#
# Environment (defaults in brackets):
#   DIST_DIR            the build to serve                                       [<repo>/dist]
#   PORT, HOST          where nginx listens                                      [8080, every interface]
#   RUN_DIR             nginx's own files: config, pid, temp, config.js          [$TMPDIR/ozel-ders-nginx-$PORT]
#   UPSTREAM            the API server to proxy PROXY_PATHS to, e.g. http://127.0.0.1:8787; empty: no proxy
#   PROXY_PATHS         the API origin's paths served under this origin          [/v1/ /ws/ /mock-media/]
#   API_BASE_URL        the app's API address: empty for this origin (with UPSTREAM), or another origin
#   WS_URL              the SockJS endpoint, relative to API_BASE_URL            [/ws]
#   PROVINCES_BASE_URL  the provinces service                                    [https://api.turkiyeapi.dev]
#   MEDIA_ORIGINS       more origins images may come from (space-separated), e.g. a CDN of the API's media
#   TELEMETRY_URL       where the client reporter posts its events (OTLP/HTTP JSON logs), e.g.
#                       https://otel.example.com/v1/logs or /otlp/v1/logs; empty: nothing is sent (docs/deploying.md)
#   RENDERER            the server renderer, e.g. http://127.0.0.1:8081: pages are rendered there, with the SPA's
#                       index.html when it is down or slower than RENDERER_TIMEOUT; empty: every page is index.html
#   RENDERER_TIMEOUT    how long a page may take before index.html is sent instead (nginx time)        [2s]
#   SITE_URL            the public origin, e.g. https://ozelders.example: /sitemap.xml and robots.txt are
#                       written for it at start (profiles and listings read from SITEMAP_API_BASE_URL, needs
#                       node) and config.js names it; empty: the build's own sitemap
#   SITEMAP_API_BASE_URL  the API the sitemap reads profiles and listings from             [UPSTREAM]
#   ACCESS_LOG          a file, /dev/stdout or off (paths only, no query strings) [/dev/stdout]
#   NGINX_MODULES_DIR   where Debian puts nginx's modules (the brotli one)       [/usr/lib/nginx/modules]
#   NGINX_CHECK_ONLY=1  write everything and test the config (nginx -t) instead of serving
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
fail() {
  echo "start-nginx: $*" >&2
  exit 2
}

DIST_DIR="$(cd "${DIST_DIR:-$here/../dist}" 2>/dev/null && pwd)" || fail "DIST_DIR ${DIST_DIR:-$here/../dist} does not exist: run npm run build first"
[ -f "$DIST_DIR/index.html" ] || fail "$DIST_DIR/index.html is missing: run npm run build first"
PORT="${PORT:-8080}"
[[ "$PORT" =~ ^[0-9]+$ ]] || fail "PORT must be a number, got '$PORT'"
HOST="${HOST:-}"
HOST_PATTERN='^[][A-Za-z0-9.:-]*$'
[[ "$HOST" =~ $HOST_PATTERN ]] || fail "HOST '$HOST' is not a host name or address"
RUN_DIR="${RUN_DIR:-${TMPDIR:-/tmp}/ozel-ders-nginx-$PORT}"
UPSTREAM="${UPSTREAM:-}"
PROXY_PATHS="${PROXY_PATHS:-/v1/ /ws/ /mock-media/}"
API_BASE_URL="${API_BASE_URL:-}"
WS_URL="${WS_URL:-/ws}"
PROVINCES_BASE_URL="${PROVINCES_BASE_URL:-https://api.turkiyeapi.dev}"
MEDIA_ORIGINS="${MEDIA_ORIGINS:-}"
TELEMETRY_URL="${TELEMETRY_URL:-}"
RENDERER="${RENDERER:-}"
RENDERER_TIMEOUT="${RENDERER_TIMEOUT:-2s}"
SITE_URL="${SITE_URL:-}"
SITEMAP_API_BASE_URL="${SITEMAP_API_BASE_URL:-$UPSTREAM}"
ACCESS_LOG="${ACCESS_LOG:-/dev/stdout}"
NGINX_MODULES_DIR="${NGINX_MODULES_DIR:-/usr/lib/nginx/modules}"

# Every address goes into a JavaScript file and an HTTP header: only plain http(s) URLs or paths pass, so no
# value can break out of either (no quotes, spaces, semicolons or commas).
URL_PATTERN='^(https?://[A-Za-z0-9.-]+(:[0-9]+)?)?(/[A-Za-z0-9._~/-]*)?$'
ORIGIN_PATTERN='^https?://[A-Za-z0-9.-]+(:[0-9]+)?$'
check_url() {
  [[ "$2" =~ $URL_PATTERN ]] || fail "$1 must be an http(s) URL or a path (letters, digits, . _ ~ / -), got '$2'"
}
check_url API_BASE_URL "$API_BASE_URL"
check_url WS_URL "$WS_URL"
check_url PROVINCES_BASE_URL "$PROVINCES_BASE_URL"
check_url TELEMETRY_URL "$TELEMETRY_URL"
[ -z "$UPSTREAM" ] || [[ "$UPSTREAM" =~ $ORIGIN_PATTERN ]] ||
  fail "UPSTREAM must be an origin like http://127.0.0.1:8787 (no path), got '$UPSTREAM'"
[ -z "$RENDERER" ] || [[ "$RENDERER" =~ ^http://[A-Za-z0-9.-]+:[0-9]+$ ]] ||
  fail "RENDERER must be an http origin with its port like http://127.0.0.1:8081, got '$RENDERER'"
[[ "$RENDERER_TIMEOUT" =~ ^[0-9]+(ms|s)$ ]] || fail "RENDERER_TIMEOUT must be a time like 2s or 1500ms, got '$RENDERER_TIMEOUT'"
[ -z "$SITE_URL" ] || [[ "$SITE_URL" =~ $ORIGIN_PATTERN ]] ||
  fail "SITE_URL must be an origin like https://ozelders.example (no path), got '$SITE_URL'"
check_url SITEMAP_API_BASE_URL "$SITEMAP_API_BASE_URL"
for origin in $MEDIA_ORIGINS; do
  [[ "$origin" =~ $ORIGIN_PATTERN ]] || fail "MEDIA_ORIGINS entries must be origins like https://cdn.example.com, got '$origin'"
done
for path in $PROXY_PATHS; do
  [[ "$path" =~ ^/[A-Za-z0-9._~/-]*$ ]] || fail "PROXY_PATHS entries must be paths like /v1/, got '$path'"
done
[ -f "$NGINX_MODULES_DIR/ngx_http_brotli_static_module.so" ] ||
  fail "the brotli module is missing from $NGINX_MODULES_DIR: apt-get install -y nginx libnginx-mod-http-brotli-static"
nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"
[ -x "$nginx_bin" ] || fail "nginx is not installed: apt-get install -y nginx libnginx-mod-http-brotli-static"

# The origin of an absolute URL (empty for a path: this origin, which 'self' covers).
origin_of() {
  [[ "$1" =~ ^(https?://[^/]+) ]] && echo "${BASH_REMATCH[1]}" || true
}
# The socket origin matching an http(s) origin: SockJS opens ws:// or wss:// on the same host.
socket_origin_of() {
  case "$1" in
    https://*) echo "wss://${1#https://}" ;;
    http://*) echo "ws://${1#http://}" ;;
  esac
}

api_origin="$(origin_of "$API_BASE_URL")"
# WS_URL is resolved against the API base, as the app does (src/lib/realtime/realtime-config.ts).
ws_origin="$(origin_of "$WS_URL")"
ws_origin="${ws_origin:-$api_origin}"
provinces_origin="$(origin_of "$PROVINCES_BASE_URL")"
telemetry_origin="$(origin_of "$TELEMETRY_URL")"

# Each source once, in order, after 'self'.
unique() {
  local seen=" " out=""
  for item in "$@"; do
    [ -n "$item" ] && [[ "$seen" != *" $item "* ]] && seen+="$item " && out+=" $item"
  done
  echo "$out"
}
# connect-src: the API (XHR), the socket (the WebSocket and SockJS's xhr/eventsource fallbacks on http(s)), the
# provinces service and the telemetry collector (beacons). 'self' covers ws:/wss: to this origin (CSP Level 3),
# i.e. the proxied /ws, and a TELEMETRY_URL that is a path.
connect_src="'self'$(unique "$api_origin" "$ws_origin" "$(socket_origin_of "$ws_origin")" "$provinces_origin" "$telemetry_origin")"
# img-src: the API's media (avatars, photos) and uploads previewed from blob: URLs before they are sent.
# shellcheck disable=SC2086
img_src="'self' data: blob:$(unique "$api_origin" $MEDIA_ORIGINS)"
# style-src needs 'unsafe-inline': Chakra UI styles through Emotion, which writes <style> elements at run time
# (docs/deploying.md and docs/design-notes.md, "The CSP keeps unsafe-inline for styles only"). Scripts never: only the build's own files, no eval, no inline script.
csp="default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src $img_src; font-src 'self' data:; connect-src $connect_src; object-src 'none'; base-uri 'self'; form-action 'self'; frame-src 'none'; frame-ancestors 'none'"

mkdir -p "$RUN_DIR/tmp"
# nginx opens the access log file by name, which fails for /dev/stdout when that is a pipe or file of another
# user (a container run with USER www-data, `su`): then the log goes to the run folder instead of stopping nginx.
if [ "$ACCESS_LOG" = /dev/stdout ] && ! { : >>/proc/self/fd/1; } 2>/dev/null; then
  ACCESS_LOG="$RUN_DIR/access.log"
  echo "start-nginx: stdout cannot be opened by this user, the access log goes to $ACCESS_LOG" >&2
fi
listen="$PORT"
# The log format without query strings (nginx.conf), unless there is no log at all.
access_log="$ACCESS_LOG no_query"
[ "$ACCESS_LOG" != off ] || access_log=off
[ -z "$HOST" ] || listen="$HOST:$PORT"

fill() {
  local text
  text="$(<"$1")"
  text="${text//@@RUN_DIR@@/$RUN_DIR}"
  text="${text//@@DIST_DIR@@/$DIST_DIR}"
  text="${text//@@LISTEN@@/$listen}"
  text="${text//@@ACCESS_LOG@@/$access_log}"
  text="${text//@@NGINX_MODULES_DIR@@/$NGINX_MODULES_DIR}"
  text="${text//@@UPSTREAM@@/$UPSTREAM}"
  text="${text//@@RENDERER_HOST@@/${RENDERER#http://}}"
  text="${text//@@RENDERER_TIMEOUT@@/$RENDERER_TIMEOUT}"
  printf '%s\n' "$text"
}

fill "$here/nginx.conf" >"$RUN_DIR/nginx.conf"

cat >"$RUN_DIR/headers.conf" <<EOF
add_header Content-Security-Policy "$csp" always;
add_header X-Content-Type-Options "nosniff" always;
add_header Referrer-Policy \$referrer_policy always;
add_header Permissions-Policy "camera=(), microphone=(), geolocation=(), payment=(), usb=()" always;
add_header X-Frame-Options "DENY" always;
add_header Cross-Origin-Opener-Policy "same-origin" always;
EOF

: >"$RUN_DIR/api-proxy.conf"
if [ -n "$UPSTREAM" ]; then
  block="$(fill "$here/api-proxy.conf")"
  for path in $PROXY_PATHS; do
    printf '%s\n' "${block//@@PATH@@/$path}" >>"$RUN_DIR/api-proxy.conf"
  done
fi

# Pages: index.html for every address, or the renderer with index.html as its fallback.
if [ -n "$RENDERER" ]; then
  mkdir -p "$RUN_DIR/cache"
  fill "$here/renderer-http.conf" >"$RUN_DIR/renderer-http.conf"
  fill "$here/pages-renderer.conf" >"$RUN_DIR/pages.conf"
else
  : >"$RUN_DIR/renderer-http.conf"
  fill "$here/pages-static.conf" >"$RUN_DIR/pages.conf"
fi

# The sitemap holds absolute addresses, so it is written for the deploy-time SITE_URL here, with the profiles
# and listings the API has now; an API that cannot be read yet leaves the public pages only (a start never
# fails on it). Served from the run folder instead of the build's copy (written for the build's origin).
: >"$RUN_DIR/site-files.conf"
site_config=""
if [ -n "$SITE_URL" ]; then
  site_config=",\"siteUrl\":\"$SITE_URL\""
  command -v node >/dev/null || fail "SITE_URL needs node to write the sitemap (npm ci puts Node 24 in node_modules/.bin)"
  rm -rf "$RUN_DIR/site" && mkdir -p "$RUN_DIR/site"
  cp "$DIST_DIR/robots.txt" "$RUN_DIR/site/robots.txt"
  sitemap_script="$here/../scripts/generate-sitemap.ts"
  if ! SITE_URL="$SITE_URL" SITEMAP_API_BASE_URL="$SITEMAP_API_BASE_URL" node "$sitemap_script" "$RUN_DIR/site" >&2; then
    echo "start-nginx: the sitemap lists the public pages only: ${SITEMAP_API_BASE_URL:-no API} could not be read" >&2
    SITE_URL="$SITE_URL" SITEMAP_API_BASE_URL="" node "$sitemap_script" "$RUN_DIR/site" >&2
  fi
  node "$here/../scripts/compress-dist.ts" "$RUN_DIR/site" >/dev/null
  for file in sitemap.xml robots.txt; do
    cat >>"$RUN_DIR/site-files.conf" <<EOF
location = /$file {
  include $RUN_DIR/headers.conf;
  add_header Cache-Control "no-cache" always;
  alias $RUN_DIR/site/$file;
}
EOF
  done
fi

# Only values that passed check_url: none holds a quote or a backslash, so they are valid JSON strings as they are.
# The telemetry address only when set: without it the reporter stays off.
telemetry_config=""
[ -z "$TELEMETRY_URL" ] || telemetry_config=",\"telemetryUrl\":\"$TELEMETRY_URL\""
cat >"$RUN_DIR/config.js" <<EOF
// Written by deploy/start-nginx.sh at start-up; read by src/config/env.ts.
window.__APP_CONFIG__ = {"apiBaseUrl":"$API_BASE_URL","wsUrl":"$WS_URL","provincesBaseUrl":"$PROVINCES_BASE_URL"$site_config$telemetry_config};
EOF

echo "start-nginx: serving $DIST_DIR on ${listen} (run folder $RUN_DIR${UPSTREAM:+, $PROXY_PATHS→ $UPSTREAM}${RENDERER:+, pages rendered by $RENDERER})"
echo "start-nginx: Content-Security-Policy: $csp"
if [ "${NGINX_CHECK_ONLY:-}" = 1 ]; then
  exec "$nginx_bin" -t -p "$RUN_DIR" -c "$RUN_DIR/nginx.conf" -e stderr
fi
exec "$nginx_bin" -p "$RUN_DIR" -c "$RUN_DIR/nginx.conf" -e stderr
