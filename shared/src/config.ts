/** Runtime configuration, served by the edge server as /config.json and inlined into the HTML. */
export interface RuntimeConfig {
  /** Base URL of the product API, e.g. "/app/api/v1" or "https://api.example.com/app/api/v1". */
  apiBase: string;
  /** Origin that serves game files (never the portal's own origin). */
  gamesOrigin: string;
  /** Build id of the shell, compared against the polled build manifest. */
  buildId: string;
  /** The footer's social links (SOCIAL_LINKS on the edge server); none by default. */
  socialLinks?: readonly SocialLink[];
  /** Sentry-compatible DSN for error reports (ERROR_DSN on the edge server); unset → nothing is reported or loaded. */
  errorDsn?: string;
}

export interface SocialLink {
  name: string;
  url: string;
}

declare global {
  interface Window {
    __PORTAL_CONFIG__?: Partial<RuntimeConfig>;
  }
}

const DEFAULTS: RuntimeConfig = { apiBase: '/app/api/v1', gamesOrigin: 'http://games.localhost:8081', buildId: 'dev' };

let current: RuntimeConfig = { ...DEFAULTS, ...(typeof window === 'undefined' ? {} : window.__PORTAL_CONFIG__) };

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...current, ...config };
  return current;
}
