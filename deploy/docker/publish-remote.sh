#!/bin/sh
# Publishes the build baked into this image into the served folder, a volume that outlives the container.
# Version folders are immutable and kept, so tabs that loaded an earlier version keep working. The pointer
# (current.json) moves only when this image's version is new to the volume, so a rollback made there (writing an
# earlier version into current.json) survives restarts; a new image is a release.
set -eu
build=/opt/remote
served=/srv/remote
version=$(sed -n 's/.*"version": *"\([^"]*\)".*/\1/p' "$build/current.json")
[ -n "$version" ] || { echo "publish-remote: no version in $build/current.json" >&2; exit 1; }

if [ -d "$served/$version" ] && [ -f "$served/current.json" ]; then
  echo "publish-remote: $version already published; pointer unchanged ($(tr -d ' \n' < "$served/current.json"))"
  exit 0
fi
# Dot names are private (nginx and the edge server refuse them), so a half-copied folder is never served.
if [ ! -d "$served/$version" ]; then
  rm -rf "$served/.staging-$version"
  cp -R "$build/$version" "$served/.staging-$version"
  mv "$served/.staging-$version" "$served/$version"
fi
cp "$build/current.json" "$served/.current.json.tmp"
mv "$served/.current.json.tmp" "$served/current.json"
echo "publish-remote: published $version"
