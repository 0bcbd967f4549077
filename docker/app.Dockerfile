# syntax=docker/dockerfile:1
#
# Parley images, built from the repository root (see docker-compose.yml):
#   docker build -f docker/app.Dockerfile --target app .   the Node image: api (default CMD), worker, migrate/seed
#   docker build -f docker/app.Dockerfile --target web .   nginx + the built frontend (the web image)
# Both targets share one `build` stage, so `npm install` and `npm run build` run once for the two images.
# PostgreSQL, Redis and the mail catcher run from their official images: they need no Dockerfile of ours.

ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginx:1.28-alpine

# ---- build: all dependencies (dev included: tsc, vite, nx) and `npm run build` -----------------------------------
FROM ${NODE_IMAGE} AS build
ARG NPM_VERSION=11.19.1
ENV NX_DAEMON=false \
    NX_NO_CLOUD=true \
    NX_TUI=false \
    npm_config_fund=false \
    npm_config_audit=false \
    npm_config_update_notifier=false
# The project uses npm 11 (root package.json "allowScripts" lists the native packages allowed to run install scripts).
RUN npm install -g "npm@${NPM_VERSION}"
WORKDIR /src
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
# `npm install`, not `npm ci`: `npm ci` rejects this lockfile.
RUN npm install
COPY tsconfig.base.json ./
COPY packages/ packages/
COPY backend/ backend/
COPY frontend/ frontend/
RUN npm run build \
 && test -f packages/domain/dist/money.js \
 && test -f backend/dist/main.js \
 && test -f backend/dist/worker.js \
 && test -f backend/dist/launcher/migrate.js \
 && test -f frontend/dist/index.html

# ---- runtime-files: production dependencies and build output, gathered under /out ------------------------------
FROM build AS runtime-files
RUN npm prune --omit=dev \
 && mkdir -p /out/backend /out/frontend /out/packages/domain \
 && cp -a package.json node_modules /out/ \
 && cp -a packages/domain/package.json packages/domain/dist /out/packages/domain/ \
 && cp -a backend/package.json backend/dist /out/backend/ \
 && if [ -d backend/node_modules ]; then cp -a backend/node_modules /out/backend/; fi \
 && cp -a frontend/package.json frontend/dist /out/frontend/

# ---- web: nginx serves /assets/ itself and proxies everything else (pages, API, Socket.IO) to the api ----------
FROM ${NGINX_IMAGE} AS web
RUN rm -rf /usr/share/nginx/html/*
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /src/frontend/dist/ /usr/share/nginx/html/
EXPOSE 80

# ---- app (default target): api, worker and migrate share this image; compose overrides the command -------------
FROM ${NODE_IMAGE} AS app
ENV NODE_ENV=production \
    PORT=3000
WORKDIR /app
# Files stay owned by root (read-only for the process); the backend writes nothing to its own folder.
COPY --from=runtime-files /out/ /app/
# Documents (STORAGE_DIR): a named volume mounted here starts with this folder's owner, so the process can write.
RUN mkdir -p /data/files && chown node:node /data/files
USER node
EXPOSE 3000
# The api. Worker: `node backend/dist/worker.js`; migrate step: `node backend/dist/launcher/migrate.js`;
# demo data: `node backend/dist/launcher/seed.js [--reset]`. The backend serves /app/frontend/dist as well.
CMD ["node", "backend/dist/main.js"]
