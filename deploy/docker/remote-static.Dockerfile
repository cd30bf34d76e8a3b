# syntax=docker/dockerfile:1
# One remote's static service: `docker build --build-arg REMOTE=games` builds mfe-games and serves its version
# folders with nginx (cache headers in deploy/nginx/remote-static.conf). Build context: the repository root.

FROM node:20-bookworm-slim AS build
ARG REMOTE
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
COPY e2e/package.json e2e/
COPY packages/server-kit/package.json packages/server-kit/
COPY packages/release/package.json packages/release/
RUN npm ci
COPY . .
RUN test -n "$REMOTE" && npm run build -w "mfe-$REMOTE"

FROM nginx:1.27-alpine
ARG REMOTE
COPY deploy/nginx/nginx.conf /etc/nginx/nginx.conf
COPY deploy/nginx/remote-static.conf /etc/nginx/conf.d/default.conf
# The image's build: one version folder and the pointer naming it.
COPY --from=build /app/mfe-${REMOTE}/dist/ /opt/remote/
# Run by the nginx image's entrypoint before nginx starts.
COPY --chmod=755 deploy/docker/publish-remote.sh /docker-entrypoint.d/40-publish-remote.sh
# The served folder: a volume that keeps every version published so far (the edge reads its pointer).
RUN mkdir -p /srv/remote && chown nginx:nginx /srv/remote
USER nginx
EXPOSE 8080
