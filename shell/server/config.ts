import path from 'node:path';
import { fileURLToPath } from 'node:url';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The edge server's settings (README, configuration). */
export interface EdgeConfig {
  port: number;
  host: string;
  gamesPort: number;
  gamesHost: string;
  /** Public origin of the portal, used for canonical links and the games origin's frame-ancestors. */
  portalOrigin: string;
  gamesOrigin: string;
  /** API base URL the browser uses. */
  apiBase: string;
  /** Absolute API URL the edge itself reads (SEO config, categories, sitemaps) when the API is not in this process. */
  apiInternalUrl: string | undefined;
  /** The shell's build output (index.html template and hashed assets). */
  clientDir: string;
  /** The shell's own translations, one JSON file per locale. */
  localesDir: string;
  /** Folder holding each remote's workspace folder (with its dist/<version>/ builds and dist/current.json). */
  remotesRoot: string;
  /** Footer social links, from SOCIAL_LINKS="Name=https://…,Other=https://…" (only http(s) URLs are kept). */
  socialLinks: { name: string; url: string }[];
  /** Sentry-compatible DSN the browser reports errors to (ERROR_DSN); unset → no error reporting. */
  errorDsn?: string;
}

export function parseSocialLinks(raw: string | undefined): { name: string; url: string }[] {
  return (raw ?? '')
    .split(',')
    .map((pair) => pair.split('='))
    .flatMap(([name, ...url]) => {
      const href = url.join('=').trim();
      return name?.trim() && /^https?:\/\/[^\s"<>]+$/.test(href) ? [{ name: name.trim(), url: href }] : [];
    });
}

export function loadEdgeConfig(env: NodeJS.ProcessEnv = process.env): EdgeConfig {
  const port = Number(env.PORT ?? 8080);
  const gamesPort = Number(env.GAMES_PORT ?? 8081);
  return {
    port,
    host: env.HOST ?? 'localhost',
    gamesPort,
    gamesHost: env.GAMES_HOST ?? '127.0.0.1',
    portalOrigin: env.PORTAL_ORIGIN ?? `http://localhost:${port}`,
    gamesOrigin: env.GAMES_ORIGIN ?? `http://127.0.0.1:${gamesPort}`,
    apiBase: env.API_BASE ?? '/app/api/v1',
    apiInternalUrl: env.API_INTERNAL_URL || undefined,
    clientDir: path.resolve(env.SHELL_CLIENT_DIR ?? path.join(shellDir, 'dist', 'client')),
    localesDir: path.join(shellDir, 'locales'),
    remotesRoot: path.resolve(env.REMOTES_ROOT ?? path.join(shellDir, '..')),
    socialLinks: parseSocialLinks(env.SOCIAL_LINKS),
    errorDsn: env.ERROR_DSN?.trim() || undefined,
  };
}
