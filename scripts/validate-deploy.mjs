// `npm run validate:deploy`: checks the deployment without a Docker daemon. docker-compose.yml, interpolated with
// .env.example as `docker compose` would, against the Compose specification's JSON schema; what the
// schema cannot see (files, settings, shared volumes, health checks, upstream names and ports); the Dockerfiles;
// and `nginx -t` on every nginx config with Debian's nginx (`apt-get install -y nginx-light`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { composeChecks, readinessRoutes } from './deploy/compose-checks.mjs';
import { compileComposeSchema } from './deploy/compose-schema.mjs';
import { dockerfileChecks } from './deploy/dockerfile-checks.mjs';
import { interpolate, parseEnvFile } from './deploy/interpolate.mjs';
import { findNginx, nginxChecks, upstreamChecks } from './deploy/nginx-checks.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const composeDir = repoRoot;
const composeFile = path.join(composeDir, 'docker-compose.yml');
const nginxDir = path.join(repoRoot, 'deploy', 'nginx');
const remotes = JSON.parse(readFileSync(path.join(repoRoot, 'portal.remotes.json'), 'utf8'));

const results = [];
const report = (name, errors, detail) => results.push({ name, errors, detail });

// YAML 1.1 merge keys (<<: *anchor), as compose reads them.
const raw = parse(readFileSync(composeFile, 'utf8'), { merge: true });
const exampleEnv = parseEnvFile(readFileSync(path.join(composeDir, '.env.example'), 'utf8'));
// The example leaves the secrets empty, so compose refuses to start until they are set; here each gets a stand-in.
const { required } = interpolate(raw, exampleEnv);
const secrets = Object.fromEntries(
  [...required].filter((name) => exampleEnv[name] === '').map((name) => [name, 'f'.repeat(64)]),
);
const { document: compose, errors: interpolationErrors } = interpolate(raw, { ...exampleEnv, ...secrets });
report(
  '.env.example lists every required variable',
  [...required].filter((name) => !(name in exampleEnv)).map((name) => `${name} is missing`),
);
report(
  `docker-compose.yml interpolates with .env.example (secrets stand-ins: ${Object.keys(secrets).join(', ')})`,
  interpolationErrors,
);

const validate = compileComposeSchema();
report(
  'docker-compose.yml matches the Compose schema',
  validate(compose)
    ? []
    : validate.errors.map(
        (error) =>
          `${error.instancePath || '/'} ${error.message}${error.params?.additionalProperty ? `: ${error.params.additionalProperty}` : ''}`,
      ),
);

for (const { name, errors } of composeChecks({ compose, composeDir, remotes, ...readinessRoutes(repoRoot) }))
  report(name, errors);
for (const { name, errors } of dockerfileChecks({ compose, composeDir })) report(name, errors);
for (const { name, errors } of upstreamChecks({ compose, nginxDir })) report(name, errors);

const nginx = findNginx();
if (!nginx)
  report('nginx -t', ["nginx is not installed: install Debian's package first (apt-get install -y nginx-light)"]);
else for (const { name, errors, detail } of nginxChecks({ nginx, nginxDir })) report(name, errors, detail);

for (const { name, errors, detail } of results) {
  console.log(`${errors.length ? '✖' : '✔'} ${name}${detail && !errors.length ? ` — ${detail}` : ''}`);
  for (const error of errors) console.log(`    ${error.replace(/\n/g, '\n    ')}`);
}
const failed = results.filter((result) => result.errors.length).length;
console.log(
  failed
    ? `\n${failed} of ${results.length} deployment checks failed`
    : `\nall ${results.length} deployment checks passed`,
);
process.exit(failed ? 1 : 0);
