import { Type } from 'typebox';
import { setting } from './settings.js';
import { nonNegative, oneOf } from './variables.js';

/** pino's levels; `silent` logs nothing. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * What every server process reads besides its own settings, spread into its settings schema: how much it logs and
 * how it shuts down.
 */
export const processSettings = {
  logLevel: setting('LOG_LEVEL', oneOf(LOG_LEVELS, 'info'), 'pino log level'),
  shutdown: Type.Object({
    // 0 by default: nothing polls readiness locally.
    drainMs: setting(
      'SHUTDOWN_DRAIN_MS',
      nonNegative(0),
      'On SIGTERM: how long readiness answers 503 before the listeners close',
    ),
    graceMs: setting(
      'SHUTDOWN_GRACE_MS',
      nonNegative(10_000),
      'How long in-flight requests get to finish once the listeners are closed',
    ),
  }),
};
