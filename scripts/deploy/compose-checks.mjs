// What the schema cannot know about docker-compose.yml: files it names exist, every setting the API, the
// edge server and the games origin need is there and agrees across services, no application service keeps files on
// a volume (they share them through the bucket and the deploy API), each remote has its one-off publisher, and every
// dependency waits on a real check.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The bucket's settings: every Node service reads the store the API writes (game builds, remote versions). */
const BUCKET_ENV = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];

/** Settings each Node service cannot run correctly without in this deployment. */
const REQUIRED_ENV = {
  api: [
    'HOST',
    'API_PORT',
    'TRUST_PROXY',
    'PORTAL_ORIGIN',
    'GAMES_ORIGIN',
    'DATABASE_URL',
    'REDIS_URL',
    'JWT_SECRET',
    'HEALTH_TOKEN_SECRET',
    'UPLOAD_DIR',
    'DEPLOY_OPERATOR_TOKEN',
    'DEPLOY_EDGE_TOKEN',
    ...BUCKET_ENV,
  ],
  edge: [
    'HOST',
    'PORT',
    'PORTAL_ORIGIN',
    'GAMES_ORIGIN',
    'API_INTERNAL_URL',
    'DEPLOY_EDGE_TOKEN',
    ...BUCKET_ENV,
    'TRUST_PROXY',
    'HEALTH_TOKEN_SECRET',
    'RELEASE_PIN_SECRET',
  ],
  'games-origin': ['GAMES_HOST', 'GAMES_PORT', 'PORTAL_ORIGIN', 'JWT_SECRET', ...BUCKET_ENV],
};

const envOf = (service) =>
  Array.isArray(service.environment)
    ? Object.fromEntries(service.environment.map((entry) => [entry.split('=')[0], entry.split('=').slice(1).join('=')]))
    : Object.fromEntries(
        Object.entries(service.environment ?? {}).map(([key, value]) => [key, value === null ? '' : String(value)]),
      );

/** Services that hold data by design: the database and the bucket's server. Every other one keeps none. */
const DATA_SERVICES = new Set(['postgres', 'minio', 'redis']);

/** Short and long volume syntax as {source, target, readOnly, bind}. */
function mountsOf(service) {
  return (service.volumes ?? []).map((volume) => {
    if (typeof volume !== 'string')
      return {
        source: volume.source,
        target: volume.target,
        readOnly: Boolean(volume.read_only),
        bind: volume.type === 'bind',
      };
    const [source, target, mode = ''] = volume.split(':');
    return { source, target, readOnly: mode.split(',').includes('ro'), bind: /^[./~]/.test(source) };
  });
}

/** Ports a service listens on inside the network: `expose` and the container side of `ports`. */
export const portsOf = (service) =>
  new Set([
    ...(service.expose ?? []).map(String),
    ...(service.ports ?? []).map((port) => String(port).split(':').pop().split('/')[0]),
  ]);

export function composeChecks({ compose, composeDir, remotes, apiPrefix, readiness }) {
  const services = compose.services ?? {};
  const named = new Set(Object.keys(compose.volumes ?? {}));
  const checks = [];
  const check = (name, errors) => checks.push({ name, errors });
  const apiEnv = envOf(services.api ?? {});

  check(
    'build files exist',
    Object.entries(services).flatMap(([name, service]) => {
      if (!service.build) return service.image ? [] : [`${name}: neither image nor build`];
      const context = path.resolve(
        composeDir,
        typeof service.build === 'string' ? service.build : (service.build.context ?? '.'),
      );
      const dockerfile = path.resolve(context, service.build.dockerfile ?? 'Dockerfile');
      return [
        ...(existsSync(context) ? [] : [`${name}: build context ${context} does not exist`]),
        ...(existsSync(dockerfile) ? [] : [`${name}: ${path.relative(composeDir, dockerfile)} does not exist`]),
        ...(existsSync(path.join(context, '.dockerignore'))
          ? []
          : [`${name}: no .dockerignore in the build context (node_modules and data would be sent)`]),
      ];
    }),
  );

  check(
    'mounted files and named volumes exist',
    Object.entries(services).flatMap(([name, service]) =>
      mountsOf(service).flatMap((mount) => {
        if (mount.bind)
          return existsSync(path.resolve(composeDir, mount.source))
            ? []
            : [`${name}: mounted ${mount.source} does not exist`];
        return named.has(mount.source) ? [] : [`${name}: volume ${mount.source} is not declared under volumes:`];
      }),
    ),
  );

  check(
    'the API, the edge server and the games origin have their settings',
    Object.entries(REQUIRED_ENV).flatMap(([name, keys]) => {
      if (!services[name]) return [`no ${name} service`];
      const env = envOf(services[name]);
      return keys.filter((key) => !env[key]).map((key) => `${name}: ${key} is not set`);
    }),
  );

  check(
    'origins agree and stay apart',
    (() => {
      const errors = [];
      const envs = Object.keys(REQUIRED_ENV)
        .filter((name) => services[name])
        .map((name) => [name, envOf(services[name])]);
      // The health secret too: the API would refuse every token the edge issued.
      for (const key of ['PORTAL_ORIGIN', 'GAMES_ORIGIN', 'HEALTH_TOKEN_SECRET']) {
        const values = new Set(envs.map(([, env]) => env[key]).filter(Boolean));
        if (values.size > 1) errors.push(`${key} differs between services: ${[...values].join(', ')}`);
      }
      const [, api = {}] = envs.find(([name]) => name === 'api') ?? [];
      try {
        // Cookies are scoped to hosts, not ports: a games origin on the portal's host could read its cookies.
        if (new URL(api.PORTAL_ORIGIN).hostname === new URL(api.GAMES_ORIGIN).hostname)
          errors.push('GAMES_ORIGIN must be another host than PORTAL_ORIGIN');
      } catch {
        errors.push('PORTAL_ORIGIN and GAMES_ORIGIN must be absolute URLs');
      }
      return errors;
    })(),
  );

  check(
    'the services reach each other by name',
    (() => {
      const errors = [];
      const aliases = new Map(
        Object.entries(services).flatMap(([name, service]) =>
          Object.values(service.networks && !Array.isArray(service.networks) ? service.networks : {}).flatMap(
            (network) => (network?.aliases ?? []).map((alias) => [alias, name]),
          ),
        ),
      );
      const target = (owner, key, url) => {
        let parsed;
        try {
          parsed = new URL(url);
        } catch {
          return errors.push(`${owner}: ${key} is not a URL`);
        }
        const host = aliases.get(parsed.hostname) ?? parsed.hostname;
        const port = parsed.port || { 'http:': '80', 'https:': '443' }[parsed.protocol] || '';
        if (!services[host]) errors.push(`${owner}: ${key} names ${parsed.hostname}, which is no service or alias`);
        else if (port && !portsOf(services[host]).has(port))
          errors.push(`${owner}: ${key} uses port ${port}, which ${host} does not expose`);
      };
      const api = envOf(services.api ?? {});
      for (const key of ['DATABASE_URL', 'REDIS_URL', 'S3_ENDPOINT']) if (api[key]) target('api', key, api[key]);
      const edge = envOf(services.edge ?? {});
      if (edge.S3_ENDPOINT) target('edge', 'S3_ENDPOINT', edge.S3_ENDPOINT);
      for (const [name, service] of Object.entries(services).filter(([, service]) => service.build?.args?.REMOTE)) {
        const env = envOf(service);
        if (env.API_INTERNAL_URL) target(name, 'API_INTERNAL_URL', env.API_INTERNAL_URL);
      }
      if (edge.API_INTERNAL_URL) {
        target('edge', 'API_INTERNAL_URL', edge.API_INTERNAL_URL);
        if (!edge.API_INTERNAL_URL.endsWith(apiPrefix))
          errors.push(`edge: API_INTERNAL_URL must end with the API prefix ${apiPrefix}`);
      }
      return errors;
    })(),
  );

  check(
    'no application service keeps files on a volume: they share them through the bucket and the deploy API',
    (() => {
      const errors = [];
      // A volume would be state one host holds: replicas on other hosts would not see it.
      for (const [name, service] of Object.entries(services).filter(([name]) => !DATA_SERVICES.has(name)))
        for (const mount of mountsOf(service).filter((m) => !m.bind))
          errors.push(
            `${name}: mounts the volume ${mount.source} (game files, uploads and remote versions belong in the bucket)`,
          );
      // Both read what the API wrote: game builds and previews, released remote versions.
      for (const name of ['games-origin', 'edge']) {
        const env = envOf(services[name] ?? {});
        for (const key of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION'])
          if (apiEnv[key] !== env[key]) errors.push(`${name}: ${key} is not the API's (it reads what the API stores)`);
      }
      if (apiEnv.UPLOAD_DIR && !apiEnv.UPLOAD_DIR.startsWith('/tmp/'))
        errors.push('api: UPLOAD_DIR is scratch: keep it on the tmpfs /tmp (the file system is read-only)');
      return errors;
    })(),
  );

  check(
    'the edge reads releases from the deploy API with the tokens the API accepts',
    (() => {
      const errors = [];
      const edgeEnv = envOf(services.edge ?? {});
      if ((edgeEnv.RELEASES_FROM ?? 'deploy-api') !== 'deploy-api')
        errors.push('edge: RELEASES_FROM must be deploy-api (no release folders are shared with it)');
      if (edgeEnv.DEPLOY_EDGE_TOKEN !== apiEnv.DEPLOY_EDGE_TOKEN)
        errors.push("edge: DEPLOY_EDGE_TOKEN is not the API's");
      if (edgeEnv.DATA_DIR && !edgeEnv.DATA_DIR.startsWith('/tmp/'))
        errors.push(
          'edge: DATA_DIR holds its mirror of the releases: keep it on the tmpfs /tmp (read-only file system)',
        );
      return errors;
    })(),
  );

  check(
    'each remote has its one-off publisher, and the edge waits for them',
    (() => {
      const errors = [];
      const edgeDeps = services.edge?.depends_on ?? {};
      for (const [remote, folder] of Object.entries(remotes)) {
        const entry = Object.entries(services).find(([, service]) => service.build?.args?.REMOTE === remote);
        if (!entry) {
          errors.push(`remote ${remote}: no service builds it (build.args.REMOTE: ${remote})`);
          continue;
        }
        const [name, service] = entry;
        const env = envOf(service);
        if (folder !== `mfe-${remote}`)
          errors.push(
            `remote ${remote}: remote-publisher.Dockerfile builds mfe-${remote}, portal.remotes.json says ${folder}`,
          );
        if (service.restart !== 'no') errors.push(`${name}: a publisher runs once (restart: 'no')`);
        if (!env.API_INTERNAL_URL?.endsWith(apiPrefix))
          errors.push(`${name}: API_INTERNAL_URL must name the API (ending with ${apiPrefix})`);
        if (!env.DEPLOY_OPERATOR_TOKEN || env.DEPLOY_OPERATOR_TOKEN !== apiEnv.DEPLOY_OPERATOR_TOKEN)
          errors.push(`${name}: DEPLOY_OPERATOR_TOKEN must be the API's (it registers the remote)`);
        if (edgeDeps[name]?.condition !== 'service_completed_successfully')
          errors.push(`edge: does not wait for ${name} to complete (service_completed_successfully)`);
      }
      return errors;
    })(),
  );

  check(
    'every long-running service has a health check, and dependencies wait on real checks',
    Object.entries(services).flatMap(([name, service]) => {
      const oneOff = service.restart === 'no';
      const errors = oneOff || service.healthcheck?.test ? [] : [`${name}: no healthcheck`];
      const dependsOn = Array.isArray(service.depends_on)
        ? Object.fromEntries(service.depends_on.map((dep) => [dep, { condition: 'service_started' }]))
        : (service.depends_on ?? {});
      for (const [dependency, { condition }] of Object.entries(dependsOn)) {
        const other = services[dependency];
        if (!other) errors.push(`${name}: depends on unknown service ${dependency}`);
        else if (condition === 'service_healthy' && !other.healthcheck?.test)
          errors.push(`${name}: waits for ${dependency} to be healthy, which has no healthcheck`);
        else if (condition === 'service_completed_successfully' && other.restart !== 'no')
          errors.push(`${name}: waits for ${dependency} to complete, which restarts`);
      }
      return errors;
    }),
  );

  check(
    'the API and the edge server are checked on their readiness routes',
    Object.entries(readiness).flatMap(([name, route]) => {
      const test = [services[name]?.healthcheck?.test ?? []].flat().join(' ');
      return test.includes(`127.0.0.1:${[...portsOf(services[name] ?? {})][0]}${route}'`)
        ? []
        : [`${name}: the healthcheck does not call ${route} on its port`];
    }),
  );

  return checks;
}

/**
 * The readiness route of each Node service that has one, read from the source: the API's prefix (api/src/app.ts)
 * and its health module, the edge server's health routes.
 */
export function readinessRoutes(repoRoot) {
  const read = (file) => readFileSync(path.join(repoRoot, file), 'utf8');
  const prefix = /export const API_PREFIX = '([^']+)'/.exec(read('api/src/app.ts'))?.[1];
  if (!prefix) throw new Error('api/src/app.ts: API_PREFIX not found');
  const routes = { api: `${prefix}/ready`, edge: '/ready' };
  for (const file of ['api/src/modules/health/routes.ts', 'edge/src/http/health-routes.ts']) {
    if (!read(file).includes("'/ready'")) throw new Error(`${file}: no /ready route`);
  }
  return { apiPrefix: prefix, readiness: routes };
}
