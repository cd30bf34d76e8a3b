# syntax=docker/dockerfile:1
# The product API (api/src/server.ts), one replica per container behind the reverse proxy.
# Build context: the repository root (deploy/docker-compose.yml).

FROM node:20-bookworm-slim AS deps
WORKDIR /app
# Every workspace's manifest: npm checks the lock against all of them.
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-games/package.json mfe-games/
COPY mfe-account/package.json mfe-account/
COPY mfe-blog/package.json mfe-blog/
COPY mfe-upload/package.json mfe-upload/
COPY e2e/package.json e2e/
# npm ci refuses this lock (it lacks other platforms' optional binaries, see .ci/run); npm install from the same
# lock installs the same versions without rewriting it.
RUN npm ci --omit=dev --workspace api --workspace shared \
 || npm install --omit=dev --no-save --workspace api --workspace shared

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
# The whole tree: npm puts versions that clash with the root's into api/node_modules.
COPY --from=deps /app /app
COPY shared shared
COPY api api
# Game files and upload work folders: a volume shared by every replica (see deploy/docker-compose.yml).
RUN mkdir -p /data && chown node:node /data
USER node
ENV HOST=0.0.0.0 API_PORT=8082 DATA_DIR=/data
EXPOSE 8082
CMD ["node", "--enable-source-maps", "--import", "tsx", "api/src/server.ts"]
