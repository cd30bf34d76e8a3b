# syntax=docker/dockerfile:1
# The games origin on its own (deploy/games-origin/server.mjs): game builds from the volume the API replicas
# publish into, on an origin separate from the portal's. Build context: the repository root.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY mfe-games/package.json mfe-games/
COPY mfe-account/package.json mfe-account/
COPY mfe-blog/package.json mfe-blog/
COPY mfe-upload/package.json mfe-upload/
COPY e2e/package.json e2e/
# npm ci refuses this lock (it lacks other platforms' optional binaries, see .ci/run); npm install from the same
# lock installs the same versions without rewriting it.
RUN npm ci --omit=dev --workspace api \
 || npm install --omit=dev --no-save --workspace api

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app /app
COPY api/src api/src
COPY deploy/games-origin deploy/games-origin
RUN mkdir -p /data && chown node:node /data
USER node
ENV GAMES_HOST=0.0.0.0 GAMES_PORT=8081 GAMES_DIR=/data/games
EXPOSE 8081
CMD ["node", "--enable-source-maps", "--import", "tsx", "deploy/games-origin/server.mjs"]
