# The app as a container: the production build and the server renderer behind Debian's nginx, started by
# deploy/start.sh (`npm start`: the same script and config as on a machine). The API address and the site's
# public origin are set when the container starts, never at build time:
#
#   docker build -t ozel-ders-web .
#   docker run -p 8080:8080 -e UPSTREAM=http://api.internal:8080 -e SITE_URL=https://ozelders.example ozel-ders-web
#   docker run -p 8080:8080 -e API_BASE_URL=https://api.example.com -e SITE_URL=https://ozelders.example ozel-ders-web
#
# The renderer calls the API as UPSTREAM names it (else API_BASE_URL; RENDERER_API_BASE_URL overrides both);
# SITE_URL writes the sitemap (with the profiles and listings the API has at start) and the canonical addresses.
# Every variable of deploy/start.sh and deploy/start-nginx.sh works with -e (PROVINCES_BASE_URL, WS_URL,
# MEDIA_ORIGINS, PROXY_PATHS, RENDERER_TIMEOUT, RENDERER_WORKERS: set it to the container's CPU limit…).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# vite build (dist/) and the renderer's bundle (dist-server/), then the .br/.gz copies nginx serves as they are.
RUN npm run build
# The renderer needs the app's runtime packages only.
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /opt/ozel-ders
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules/ node_modules/
COPY --from=build /app/dist/ dist/
COPY --from=build /app/dist-server/ dist-server/
COPY server/ server/
COPY deploy/ deploy/
# What the start-time sitemap needs (deploy/start-nginx.sh with SITE_URL).
COPY scripts/generate-sitemap.ts scripts/compress-dist.ts scripts/
COPY src/config/paths.ts src/config/paths.ts
# nginx and the renderer run as an unprivileged user: nginx's config, pid, temp files, page cache, config.js
# and sitemap live in RUN_DIR.
ENV PORT=8080 \
    DIST_DIR=/opt/ozel-ders/dist \
    SSR_DIR=/opt/ozel-ders/dist-server \
    RUN_DIR=/tmp/nginx
USER www-data
EXPOSE 8080
# deploy/start.sh stops both on SIGTERM: nginx finishes the requests in flight, the renderer closes its server.
STOPSIGNAL SIGTERM
ENTRYPOINT ["bash", "/opt/ozel-ders/deploy/start.sh"]
