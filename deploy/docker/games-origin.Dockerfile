# syntax=docker/dockerfile:1
# The games origin on its own: api/dist/games-origin.js, built from api/src/games-origin/main.ts by
# scripts/build-servers.mjs. Game builds come from the volume the API replicas publish into, on an origin separate
# from the portal's. Build context: the repository root.

FROM node:20-bookworm-slim AS manifests
WORKDIR /app
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
RUN npm ci --omit=dev --workspace api

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app /app
# The bundle, and the files it reads next to its sources (the bridge SDK).
COPY api api
COPY --from=build /app/api/dist api/dist
# DATA_DIR: the embedded object store when S3_BUCKET is unset; with S3 (docker-compose.yml) it reads the bucket.
RUN mkdir -p /data && chown node:node /data
USER node
ENV GAMES_HOST=0.0.0.0 GAMES_PORT=8081 DATA_DIR=/data
EXPOSE 8081
CMD ["node", "--enable-source-maps", "--max-semi-space-size=32", "api/dist/games-origin.js"]
