import { loadOrExit } from '@portal/server-kit';
import { loadEdgeConfig } from './config.js';
import { httpDeploy } from './delivery/deploy-api.js';
import { publishLocalBuilds } from './delivery/publish-local-builds.js';
import { createRegistry } from './delivery/registry.js';

/** Who the history names for a version a publisher released: the image the build came in. */
const PUBLISHER = 'publisher (image build)';

/**
 * The one-off publisher of a separate deployment (docker-compose.yml, the topology test): the builds under
 * REMOTES_ROOT that REMOTES_REGISTRY names (an image holds one remote's) go to the deploy API at API_INTERNAL_URL
 * with DEPLOY_OPERATOR_TOKEN, as the embedded portal publishes its own at start: registered, uploaded and sealed
 * when new, released when newer than what the registry serves (a rollback made after the image was built stays).
 * Exits 1 when a remote could not be published, so that what waits for it does not start on a half release.
 */
const config = loadOrExit(() => loadEdgeConfig());
/** One JSON line per event, as the servers log; an error is logged by its message. */
const line =
  (level: string, write: (text: string) => void) =>
  (details: object, msg: string): void => {
    const { err, ...rest } = details as { err?: unknown };
    const error = err instanceof Error ? { err: err.message } : err === undefined ? {} : { err: String(err) };
    write(JSON.stringify({ level, service: 'publisher', msg, ...rest, ...error }));
  };
const log = { info: line('info', console.log), warn: line('warn', console.error), error: line('error', console.error) };
if (!config.apiInternalUrl || !config.deployOperatorToken) {
  log.error({}, 'API_INTERNAL_URL and DEPLOY_OPERATOR_TOKEN are required to publish through the deploy API');
  process.exit(1);
}
const local = createRegistry(config.remotesRegistry, config.remotesRoot, (error) =>
  log.error({ err: error, file: config.remotesRegistry }, 'remotes registry unreadable'),
);
const failed = await publishLocalBuilds({
  call: httpDeploy(config.apiInternalUrl, config.deployOperatorToken, PUBLISHER),
  local,
  log,
  reason: PUBLISHER,
}).catch((error: unknown) => {
  log.error({ err: error }, 'the deploy API could not be read');
  return local.names();
});
if (failed.length) log.error({ remotes: failed }, 'not published');
else log.info({ remotes: local.names() }, 'published');
process.exit(failed.length ? 1 : 0);
