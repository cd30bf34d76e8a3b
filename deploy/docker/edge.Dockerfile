# syntax=docker/dockerfile:1
# The edge server (edge/) without the API in its process (API_INTERNAL_URL): page HTML, remotes.json and the remotes'
# files from the deploy API's registry and the API's bucket (mirrored into a cache on its tmpfs), the shell's assets.
# It runs edge/dist/main.js, built from edge/src/main.ts by scripts/build-servers.mjs (no tsx at run time).
# Build context: the repository root.

FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY edge/package.json edge/
COPY mfe-games/package.json mfe-games/
COPY mfe-account/package.json mfe-account/
COPY mfe-blog/package.json mfe-blog/
COPY mfe-upload/package.json mfe-upload/
COPY mfe-studio/package.json mfe-studio/
COPY api/package.json api/
COPY e2e/package.json e2e/
COPY packages/server-kit/package.json packages/server-kit/
COPY packages/release/package.json packages/release/
# Its dependencies (the S3 client the edge reads versions with) are the edge's.
COPY packages/object-store/package.json packages/object-store/

FROM manifests AS build
RUN npm ci
COPY . .
RUN npm run build -w shell && npm run build:servers

FROM manifests AS deps
RUN npm ci --omit=dev --workspace edge --workspace api --workspace shared

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app /app
COPY portal.remotes.json ./
COPY shared shared
COPY api/src api/src
COPY shell shell
COPY --from=build /app/shell/dist/client shell/dist/client
COPY --from=build /app/edge/dist edge/dist
USER node
ENV HOST=0.0.0.0 PORT=8080
EXPOSE 8080
CMD ["node", "--enable-source-maps", "--max-semi-space-size=32", "edge/dist/main.js"]
