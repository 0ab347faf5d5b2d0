// Deploy-time settings of the app, read before it starts (src/config/env.ts). This file ships empty, so the
// build's VITE_* values apply; deploy/start-nginx.sh serves its own copy written from environment variables
// (API_BASE_URL, PROVINCES_BASE_URL, WS_URL), so one build runs against any backend without rebuilding.
/* global window */
window.__APP_CONFIG__ = {};
