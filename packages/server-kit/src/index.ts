// @portal/server-kit: what every server process of the portal does the same way, the API's and the edge's alike:
// read its environment, log, shut down without cutting requests, and sign or check the health evidence the edge
// hands the API.
export { requireSeparateOrigins } from './env/origins.js';
export { ConfigError, exitOnConfigError, loadOrExit, readEnv, StartupError } from './env/read-env.js';
export {
  between,
  flag,
  httpUrl,
  nonNegative,
  oneOf,
  optional,
  origin,
  port,
  positive,
  secret,
  text,
  url,
} from './env/variables.js';
export {
  addressHash,
  DEFAULT_HEALTH_SECRET,
  EDGE_SIGNATURE_HEADER,
  edgeSignature,
  HEALTH_TOKEN_TTL_MS,
  isEdgeSignature,
  signHealthToken,
  verifyHealthToken,
  type HealthToken,
} from './health-token.js';
export { loggerOptions, loggingServerOptions, requestLog } from './logging.js';
export { SIGNED_IN_COOKIE } from './signed-in-cookie.js';
export { closeOnSignal, drainAndClose, isDraining, type ShutdownTiming } from './shutdown.js';
