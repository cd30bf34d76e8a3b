import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Static } from 'typebox';
import { ApiSettings } from './config/schema.js';
import { readSettings, requireSeparateOrigins } from '@portal/server-kit/settings';

type Settings = Static<typeof ApiSettings>;

const here = path.dirname(fileURLToPath(import.meta.url));

/** A comma-separated list, trimmed and lower-cased (ids and emails compare case-insensitively). */
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/** Uploads: folders under DATA_DIR by default, the expiry in seconds, moderator lists, S3 only with a bucket. */
function uploadConfig(
  { dir, expiryHours, moderatorIds, moderatorEmails, s3, ...upload }: Settings['upload'],
  dataDir: string,
) {
  return {
    ...upload,
    dir: path.resolve(dir ?? path.join(dataDir, 'uploads')),
    expirySeconds: expiryHours * 3600,
    moderatorIds: list(moderatorIds),
    moderatorEmails: list(moderatorEmails),
    s3: s3.bucket ? { ...s3, bucket: s3.bucket } : undefined,
  };
}

/**
 * The settings (config/schema.ts) and what depends on several of them: folders resolved under DATA_DIR, the origins'
 * defaults (which must differ), the cookie's Secure choice as a boolean or 'auto'.
 */
function derive({
  dataDir,
  objectsDir,
  seedDir,
  portalOrigin,
  gamesOrigin,
  previewOrigin,
  identityCookieSecure,
  upload,
  operatorIds,
  operatorEmails,
  ...settings
}: Settings) {
  const data = path.resolve(dataDir);
  const portal = portalOrigin ?? 'http://localhost:8080';
  const games = gamesOrigin ?? 'http://games.localhost:8081';
  requireSeparateOrigins(portal, games);
  return {
    ...settings,
    // Checked against pino's levels when read; text in the type, so a caller's own configuration needs no cast.
    logLevel: settings.logLevel as string,
    dataDir: data,
    objectsDir: path.resolve(objectsDir ?? path.join(data, 'objects')),
    seedDir: path.resolve(seedDir ?? path.join(here, '..', 'seed')),
    portalOrigin: portal,
    gamesOrigin: games,
    previewOrigin: previewOrigin ?? 'http://preview.localhost:8081',
    identityCookieSecure: identityCookieSecure === 'auto' ? ('auto' as const) : identityCookieSecure === 'true',
    upload: uploadConfig(upload, data),
    operators: { ids: list(operatorIds), emails: list(operatorEmails) },
  };
}

/** The API's configuration: every setting of config/schema.ts, with safe local defaults (docs/configuration.md). */
export type ApiConfig = ReturnType<typeof derive>;
/** Game uploads: where archives wait, how big they may be, how long an upload URL lives, who moderates. */
export type UploadConfig = ApiConfig['upload'];
/** S3-compatible storage of archives and objects, when S3_BUCKET is set. */
export type S3Config = NonNullable<UploadConfig['s3']>;

/** The API's settings from the environment; throws ConfigError naming every invalid variable. */
export function loadConfig(processEnv: NodeJS.ProcessEnv = process.env): ApiConfig {
  return derive(readSettings(ApiSettings, processEnv));
}
