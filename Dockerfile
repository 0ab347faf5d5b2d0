# The app as a container: the production build, served by Debian's nginx through deploy/start-nginx.sh (the same
# script and config as on a machine). The API address is set when the container starts, never at build time:
#
#   docker build -t ozel-ders-web .
#   docker run -p 8080:8080 -e API_BASE_URL=https://api.example.com ozel-ders-web          # API on its own origin
#   docker run -p 8080:8080 -e UPSTREAM=http://api.internal:8080 ozel-ders-web              # API proxied under /v1, /ws
#
# Every variable of deploy/start-nginx.sh works with -e (PROVINCES_BASE_URL, WS_URL, MEDIA_ORIGINS, PROXY_PATHS…).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# vite build, then the .br/.gz copies nginx serves as they are (scripts/compress-dist.ts).
RUN npm run build

FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /opt/ozel-ders
COPY deploy/ deploy/
COPY --from=build /app/dist/ dist/
# nginx runs as an unprivileged user: its config, pid, temp files and config.js live in RUN_DIR.
ENV PORT=8080 \
    DIST_DIR=/opt/ozel-ders/dist \
    RUN_DIR=/tmp/nginx
USER www-data
EXPOSE 8080
# nginx finishes the requests in flight on SIGQUIT.
STOPSIGNAL SIGQUIT
ENTRYPOINT ["bash", "/opt/ozel-ders/deploy/start-nginx.sh"]
