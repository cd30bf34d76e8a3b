// The settings kit alone, without the Fastify-facing parts of the index: a server's settings schema imports only
// this, so that its configuration type (which Fastify's instance type names) never depends on Fastify's types.
export { requireSeparateOrigins } from './env/origins.js';
export { processSettings } from './env/process-settings.js';
export { s3StoreSettings } from './env/s3-settings.js';
export { readSettings, setting, settingsOf, type SettingEntry } from './env/settings.js';
export * as kind from './env/variables.js';
export { DEFAULT_HEALTH_SECRET } from './health-token.js';
