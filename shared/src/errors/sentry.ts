import type { ErrorContext, ErrorReporter } from './reporter';

/** The parts of a Sentry DSN: `https://<publicKey>@<host>[/<path>]/<projectId>`. */
export interface SentryDsn {
  protocol: 'http' | 'https';
  publicKey: string;
  host: string;
  projectId: string;
}

const DSN_PATTERN = /^(https?):\/\/([A-Za-z0-9]+)(?::[A-Za-z0-9]*)?@([A-Za-z0-9.-]+(?::\d+)?)(?:\/[^?#]*)?\/(\d+)\/?$/;

/** A well-formed DSN, or null: a typo in the config must not load the SDK only to fail later. */
export function parseDsn(dsn: string): SentryDsn | null {
  const match = DSN_PATTERN.exec(dsn.trim());
  if (!match) return null;
  const [, protocol, publicKey, host, projectId] = match;
  return { protocol: protocol as 'http' | 'https', publicKey: publicKey!, host: host!, projectId: projectId! };
}

export interface SentryReporterOptions {
  /** The shell's build id, so issues group by deploy. */
  release?: string;
  environment?: string;
}

/**
 * A reporter that sends to any Sentry-compatible service (Sentry, GlitchTip, Bugsink…). The SDK is imported on
 * the first report only, so pages that never fail, and pages without a DSN, load none of it. Its default
 * integrations stay off: our reporter already filters, deduplicates and listens for global errors, and
 * breadcrumbs would record URLs with their queries.
 */
export function createSentryReporter(dsn: string, options: SentryReporterOptions = {}): ErrorReporter | null {
  if (!parseDsn(dsn)) return null;

  // Destructuring the dynamic import lets the bundler keep only these exports (about 30 KB gzipped instead of the
  // whole SDK with replay and feedback).
  const loadSdk = async () => {
    const { init, withScope, captureException } = await import('@sentry/browser');
    init({
      dsn,
      release: options.release,
      environment: options.environment,
      defaultIntegrations: false,
      integrations: [],
      dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    });
    return { withScope, captureException };
  };
  let sdk: ReturnType<typeof loadSdk> | undefined;

  return {
    report(error: unknown, context: ErrorContext) {
      // An unreachable chunk (offline, blocked) costs the report, nothing else; the next report tries again.
      sdk ??= loadSdk().catch((loadError: unknown) => {
        sdk = undefined;
        throw loadError;
      });
      void sdk.then(
        ({ withScope, captureException }) =>
          withScope((scope) => {
            if (context.source) scope.setTag('source', context.source);
            for (const [key, value] of Object.entries(context.tags ?? {})) scope.setTag(key, value);
            scope.setExtras({
              ...context.extra,
              path: typeof location === 'undefined' ? undefined : location.pathname,
            });
            captureException(error);
          }),
        () => undefined,
      );
    },
  };
}
