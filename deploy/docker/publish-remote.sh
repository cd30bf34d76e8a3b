#!/bin/sh
# Publishes the build baked into this image into the served folder, a volume that outlives the container.
# Version folders are immutable and kept, so tabs that loaded an earlier version keep working. The pointer
# (current.json) moves only when this image's version is new to the volume, so a rollback made there (writing an
# earlier version into current.json) survives restarts; a new image is a release. The version's file hashes join the
# volume's integrity.json (kept beside the folders, never in them), so browsers and the edge check every file of it.
# REMOTE_BUILD_DIR / REMOTE_SERVED_DIR move the two folders (tests).
set -eu
build=${REMOTE_BUILD_DIR:-/opt/remote}
served=${REMOTE_SERVED_DIR:-/srv/remote}
version=$(sed -n 's/.*"version": *"\([^"]*\)".*/\1/p' "$build/current.json")
[ -n "$version" ] || { echo "publish-remote: no version in $build/current.json" >&2; exit 1; }

# The image's integrity.json holds this version's record alone (written by the build as pretty-printed JSON): it is
# added to the served one unless a record of the version is there already (records are never rewritten).
publish_integrity() {
  [ -f "$build/integrity.json" ] || return 0
  if [ -f "$served/integrity.json" ] && grep -q '^  "' "$served/integrity.json"; then
    grep -q "^  \"$version\": " "$served/integrity.json" && return 0
    { sed '$d' "$served/integrity.json" | sed '$ s/$/,/'; sed '1d' "$build/integrity.json"; } > "$served/.integrity.json.tmp"
  else
    cp "$build/integrity.json" "$served/.integrity.json.tmp"
  fi
  mv "$served/.integrity.json.tmp" "$served/integrity.json"
}

if [ -d "$served/$version" ] && [ -f "$served/current.json" ]; then
  publish_integrity
  echo "publish-remote: $version already published; pointer unchanged ($(tr -d ' \n' < "$served/current.json"))"
  exit 0
fi
# Dot names are private (nginx and the edge server refuse them), so a half-copied folder is never served.
if [ ! -d "$served/$version" ]; then
  rm -rf "$served/.staging-$version"
  cp -R "$build/$version" "$served/.staging-$version"
  mv "$served/.staging-$version" "$served/$version"
fi
publish_integrity
cp "$build/current.json" "$served/.current.json.tmp"
mv "$served/.current.json.tmp" "$served/current.json"
echo "publish-remote: published $version"
