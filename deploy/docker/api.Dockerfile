# syntax=docker/dockerfile:1
# The product API, one replica per container behind the reverse proxy: api/dist/server.js, built from
# api/src/server.ts by scripts/build-servers.mjs (no tsx at run time). Build context: the repository root
# (docker-compose.yml).

FROM node:20-bookworm-slim AS manifests
WORKDIR /app
# Every workspace's manifest: npm checks the lock against all of them.
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY shell/package.json shell/
COPY edge/package.json edge/
COPY mfe-games/package.json mfe-games/
COPY mfe-account/package.json mfe-account/
COPY mfe-blog/package.json mfe-blog/
COPY mfe-upload/package.json mfe-upload/
COPY mfe-studio/package.json mfe-studio/
COPY e2e/package.json e2e/
COPY packages/server-kit/package.json packages/server-kit/
COPY packages/release/package.json packages/release/
COPY packages/object-store/package.json packages/object-store/

FROM manifests AS build
RUN npm ci
COPY . .
RUN npm run build:servers

FROM manifests AS deps
RUN npm ci --omit=dev --workspace api --workspace shared

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
# The whole tree: npm puts versions that clash with the root's into api/node_modules.
COPY --from=deps /app /app
# The bundle, and the files it reads next to its sources: migrations, the bridge SDK, the seed catalogue.
COPY api api
COPY --from=build /app/api/dist api/dist
# DATA_DIR: without S3, the embedded object store and database; with it (docker-compose.yml), nothing lasting.
RUN mkdir -p /data && chown node:node /data
USER node
ENV HOST=0.0.0.0 API_PORT=8082 DATA_DIR=/data
EXPOSE 8082
CMD ["node", "--enable-source-maps", "--max-semi-space-size=32", "api/dist/server.js"]
