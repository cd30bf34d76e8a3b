import { getRuntimeConfig } from '../config';
import { isBotBrowser } from './bots';
import { reportError, setErrorReporter } from './reporter';
import { createSentryReporter } from './sentry';

let running: (() => void) | null = null;

/**
 * Installs the Sentry-compatible reporter when the runtime config has an errorDsn and listens for uncaught errors
 * and unhandled rejections. Without a DSN (or for crawlers) it does nothing at all. Idempotent; returns a stop
 * function that removes the listeners and the reporter.
 */
export function startErrorReporting(): () => void {
  if (running) return running;
  const { errorDsn, buildId } = getRuntimeConfig();
  if (!errorDsn || typeof window === 'undefined' || isBotBrowser()) return () => {};
  const reporter = createSentryReporter(errorDsn, { release: buildId });
  if (!reporter) {
    console.warn('[errors] errorDsn is not a valid DSN; error reporting is off');
    return () => {};
  }
  setErrorReporter(reporter);

  const onError = (event: ErrorEvent) => {
    // "Script error." is all a browser tells about another origin's script: nothing to act on.
    if (!event.error && event.message === 'Script error.') return;
    reportError(event.error ?? event.message, { source: 'window.onerror' });
  };
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason, { source: 'unhandledrejection' });
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);

  running = () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    setErrorReporter(null);
    running = null;
  };
  return running;
}
