import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Static } from 'typebox';
import type { ObjectStoreSettings } from '@portal/object-store';
import { EdgeSettings } from './config/schema.js';
import { DEFAULT_HEALTH_SECRET, readSettings, requireSeparateOrigins } from '@portal/server-kit/settings';

type Settings = Static<typeof EdgeSettings>;

/** How sure the health rule must be that a version fails more than the margin before it rolls it back. */
const ROLLBACK_CONFIDENCE = 0.99;

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shell');

const parseSocialLinks = (raw: string | undefined): { name: string; url: string }[] =>
  raw
    ? raw.split(',').map((pair) => {
        const [name = '', ...url] = pair.split('=');
        return { name: name.trim(), url: url.join('=').trim() };
      })
    : [];

/**
 * The settings (config/schema.ts) and what depends on others or on the machine: the origins' defaults (which must
 * differ), folders resolved against the shell's, the render workers, the lists, the health rule's confidence.
 */
function derive({
  portalOrigin,
  gamesOrigin,
  previewOrigin,
  clientDir,
  serverDir,
  ssrWorkers,
  remotesRoot,
  remotesRegistry,
  healthSecret,
  canaryPolicy,
  socialLinks,
  connectOrigins,
  objectStoreDir,
  s3,
  remotesCacheDir,
  ...settings
}: Settings) {
  const portal = portalOrigin ?? `http://localhost:${settings.port}`;
  const games = gamesOrigin ?? `http://games.localhost:${settings.gamesPort}`;
  requireSeparateOrigins(portal, games);
  return {
    ...settings,
    // Checked against pino's levels when read; text in the type, so a caller's own configuration needs no cast.
    logLevel: settings.logLevel as string,
    portalOrigin: portal,
    gamesOrigin: games,
    previewOrigin: previewOrigin ?? `http://preview.localhost:${settings.gamesPort}`,
    clientDir: path.resolve(clientDir ?? path.join(shellDir, 'dist', 'client')),
    serverDir: path.resolve(serverDir ?? path.join(shellDir, 'dist', 'server')),
    // At least two, so that one remote's renders never hold them all (ssr/render-pool.ts).
    ssrWorkers: ssrWorkers ?? Math.max(2, availableParallelism()),
    /** The shell's own translations, one JSON file per locale. */
    localesDir: path.join(shellDir, 'locales'),
    remotesRoot: path.resolve(remotesRoot ?? path.join(shellDir, '..')),
    remotesRegistry: path.resolve(remotesRegistry ?? path.join(shellDir, '..', 'portal.remotes.json')),
    /** The store released versions are read from: the API's bucket when S3_BUCKET is set, else a disk store. */
    objectStore: {
      dir: path.resolve(objectStoreDir ?? path.join(settings.dataDir, 'objects')),
      s3: s3.bucket ? { ...s3, bucket: s3.bucket } : undefined,
    } satisfies ObjectStoreSettings,
    remotesCacheDir: path.resolve(remotesCacheDir ?? path.join(settings.dataDir, 'remotes-cache')),
    healthSecret: healthSecret ?? DEFAULT_HEALTH_SECRET,
    canaryPolicy: { ...canaryPolicy, confidence: ROLLBACK_CONFIDENCE },
    socialLinks: parseSocialLinks(socialLinks),
    connectOrigins: (connectOrigins ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean),
  };
}

/** The edge server's settings: every setting of config/schema.ts, with safe local defaults (docs/configuration.md). */
export type EdgeConfig = ReturnType<typeof derive>;

/** The edge server's settings from the environment; throws ConfigError naming every invalid variable. */
export function loadEdgeConfig(processEnv: NodeJS.ProcessEnv = process.env): EdgeConfig {
  return derive(readSettings(EdgeSettings, processEnv));
}
