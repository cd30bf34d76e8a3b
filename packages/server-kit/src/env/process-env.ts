import { nonNegative, oneOf } from './variables.js';

/** pino's levels; `silent` logs nothing. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** What every server process reads besides its own settings: how much it logs and how it shuts down. */
export const processEnv = {
  LOG_LEVEL: oneOf(LOG_LEVELS, 'info'),
  /** SIGTERM → time /ready answers 503 before the listeners close (0: nothing polls readiness locally). */
  SHUTDOWN_DRAIN_MS: nonNegative(0),
  /** Time in-flight requests get to finish once the listeners are closed. */
  SHUTDOWN_GRACE_MS: nonNegative(10_000),
};
