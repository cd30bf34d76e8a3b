# syntax=docker/dockerfile:1
# One remote's publisher: `docker build --build-arg REMOTE=games` builds mfe-games; the container publishes that
# build through the deploy API (edge/src/publish-builds.ts: registered, uploaded and sealed when new, released when
# newer than what the registry serves), then exits. The API keeps every version in its bucket and the edges serve
# them from there: nothing outlives this container. Build context: the repository root.

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
ARG REMOTE
RUN npm ci
COPY . .
RUN test -n "$REMOTE" && npm run build -w "mfe-$REMOTE" && npm run build:servers
# The registry of this image's one remote (REMOTES_REGISTRY).
RUN printf '{ "%s": "mfe-%s" }\n' "$REMOTE" "$REMOTE" > /app/publish.remotes.json

FROM manifests AS deps
RUN npm ci --omit=dev --workspace edge --workspace shared

FROM node:20-bookworm-slim
ARG REMOTE
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app /app
COPY --from=build /app/edge/dist/publish-builds.js edge/dist/publish-builds.js
COPY --from=build /app/publish.remotes.json /app/publish.remotes.json
# The build: its version folder, the pointer naming it and its SRI record.
COPY --from=build /app/mfe-${REMOTE}/dist/ /srv/remotes/mfe-${REMOTE}/dist/
USER node
ENV REMOTES_ROOT=/srv/remotes REMOTES_REGISTRY=/app/publish.remotes.json
CMD ["node", "--enable-source-maps", "edge/dist/publish-builds.js"]
