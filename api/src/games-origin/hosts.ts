import path from 'node:path';
import { slugOfGameHost } from '@portal/shared/catalogue/gameOrigins';
import { previewFileIdOf } from '../modules/upload/preview-links.js';
import { BRIDGE_SDK_PATH } from './bridge-sdk.js';
import { GAME_CONTENT_TYPES } from './content-types.js';

/**
 * One family of host names the games-origin listener answers for. Each request goes to the first family that
 * claims its Host header; a host no family claims, or a path its family does not serve, is 404 before any route.
 * Another family (its own hosts, its own routes) plugs in beside these two.
 */
export interface HostFamily {
  readonly name: string;
  /** Whether this family answers for `host` (the Host header, port included). */
  claims(host: string): boolean;
  /** Whether it serves `pathname` (decoded) on that host. */
  serves(host: string, pathname: string): boolean;
}

/** Only files inside a game's version folder: /<slug>/<version>/<file>. */
const GAME_FILE_PATH = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)\/[\w.-]+\/[^\0]+$/;

/** Pictures the portal's pages show (thumbnails, blog covers), the only game files the base host serves. */
const PICTURE_EXTENSIONS: ReadonlySet<string> = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg']);

const extensionOf = (pathname: string) => path.extname(pathname).toLowerCase();

/** The slug of a game file's path, if the path is one of an allowed type. */
function gameOfFile(pathname: string): string | null {
  if (!GAME_CONTENT_TYPES[extensionOf(pathname)]) return null;
  return GAME_FILE_PATH.exec(pathname)?.[1] ?? null;
}

const hostNameOf = (host: string) => host.toLowerCase().replace(/:\d+$/, '');

/** `<slug>.<base host>`: that game's files and the bridge script, nothing of any other game. */
export function gameHosts(gamesOrigin: string): HostFamily {
  return {
    name: 'game',
    claims: (host) => slugOfGameHost(gamesOrigin, host) !== null,
    serves: (host, pathname) =>
      pathname === BRIDGE_SDK_PATH || gameOfFile(pathname) === slugOfGameHost(gamesOrigin, host),
  };
}

/**
 * The base host itself: the pictures the portal's pages show, so a page of 24 cards opens one connection rather
 * than 24, and the bridge script (whose address the docs give). No game document or script runs here.
 */
export function baseHost(gamesOrigin: string): HostFamily {
  const base = new URL(gamesOrigin).hostname;
  return {
    name: 'base',
    claims: (host) => hostNameOf(host) === base,
    serves: (_host, pathname) =>
      pathname === BRIDGE_SDK_PATH || (gameOfFile(pathname) !== null && PICTURE_EXTENSIONS.has(extensionOf(pathname))),
  };
}

/**
 * `<file id>.<PREVIEW_ORIGIN host>`: an unreviewed build behind its signed path, answered by previews.ts before
 * this check; what reaches it is only the public bridge script.
 */
export function previewHosts(previewOrigin: string): HostFamily {
  return {
    name: 'preview',
    claims: (host) => previewFileIdOf(previewOrigin, host) !== null,
    serves: (_host, pathname) => pathname === BRIDGE_SDK_PATH,
  };
}
