# syntax=docker/dockerfile:1
# The shell's edge server (shell/server/main.ts) without the API in its process (API_INTERNAL_URL): page HTML,
# remotes.json from the remotes' pointers (volumes shared with the remote-static services), the shell's assets.
# Build context: the repository root.

FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY mfe-games/package.json mfe-games/
COPY mfe-account/package.json mfe-account/
COPY mfe-blog/package.json mfe-blog/
COPY mfe-upload/package.json mfe-upload/
COPY e2e/package.json e2e/

FROM manifests AS build
# npm ci refuses this lock (it lacks other platforms' optional binaries, see .ci/run); npm install from the same
# lock installs the same versions without rewriting it.
RUN npm ci || npm install --no-save
COPY . .
RUN npm run build -w shell

FROM manifests AS deps
RUN npm ci --omit=dev --workspace shell --workspace api --workspace shared \
 || npm install --omit=dev --no-save --workspace shell --workspace api --workspace shared

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app /app
COPY portal.remotes.json ./
COPY shared shared
COPY api/src api/src
COPY shell shell
COPY --from=build /app/shell/dist/client shell/dist/client
# Each remote's dist/ (its version folders and current.json) is mounted read-only under here.
RUN mkdir -p /srv/remotes
USER node
ENV HOST=0.0.0.0 PORT=8080 REMOTES_ROOT=/srv/remotes
EXPOSE 8080
CMD ["node", "--enable-source-maps", "--import", "tsx", "shell/server/main.ts"]
