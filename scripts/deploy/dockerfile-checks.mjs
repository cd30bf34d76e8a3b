// The Dockerfiles of deploy/docker/: the base images agreed for the deployment, a non-root final stage, installs
// from the lock (npm ci, no npm install fallback), a final command that runs compiled JavaScript (no tsx), and
// every file a COPY takes from the build context present, and before `npm ci` every workspace's package.json (npm
// installs a workspace's dependencies only from its manifest: one left out installs without them, silently).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const BASE_IMAGES = ['node:20-bookworm-slim', 'nginx:1.27-alpine'];

/** Instructions with their continuation lines joined, comments dropped. */
function instructions(text) {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest };
    });
}

/** Every workspace's package.json, relative to the repository root (`packages/*` globs expanded). */
function workspaceManifests(root) {
  const { workspaces = [] } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces
    .flatMap((entry) =>
      entry.endsWith('/*')
        ? readdirSync(path.join(root, entry.slice(0, -2)), { withFileTypes: true })
            .filter((dirent) => dirent.isDirectory())
            .map((dirent) => `${entry.slice(0, -2)}/${dirent.name}`)
        : [entry],
    )
    .map((folder) => `${folder}/package.json`)
    .filter((manifest) => existsSync(path.join(root, manifest)));
}

export function dockerfileChecks({ compose, composeDir }) {
  const builds = new Map();
  for (const [name, service] of Object.entries(compose.services ?? {})) {
    if (!service.build?.dockerfile) continue;
    const context = path.resolve(composeDir, service.build.context ?? '.');
    const file = path.resolve(context, service.build.dockerfile);
    if (existsSync(file)) builds.set(file, { context, services: [...(builds.get(file)?.services ?? []), name] });
  }
  return [...builds].map(([file, { context, services }]) => {
    const errors = [];
    const steps = instructions(readFileSync(file, 'utf8'));
    const stages = [];
    for (const step of steps) {
      if (step.keyword === 'FROM') stages.push({ from: step.args[0], alias: step.args[2], steps: [] });
      else stages.at(-1)?.steps.push(step);
    }
    const aliases = new Set(stages.map((stage) => stage.alias).filter(Boolean));
    for (const stage of stages) {
      if (!aliases.has(stage.from) && !BASE_IMAGES.includes(stage.from))
        errors.push(`FROM ${stage.from}: use one of ${BASE_IMAGES.join(', ')}`);
    }
    const user = stages
      .at(-1)
      ?.steps.filter((step) => step.keyword === 'USER')
      .at(-1)?.args[0];
    if (!user || /^(root|0)(:|$)/.test(user)) errors.push('the final stage does not switch to a non-root USER');
    for (const step of steps.filter((s) => s.keyword === 'RUN' && /\bnpm (ci|install|i)\b/.test(s.args.join(' ')))) {
      if (!step.args.join(' ').includes('npm ci') || /\bnpm (install|i)\b/.test(step.args.join(' ')))
        errors.push(`RUN ${step.args.join(' ')}: install with npm ci from the lock, without a fallback`);
    }
    const command = stages
      .at(-1)
      ?.steps.filter((step) => step.keyword === 'CMD')
      .at(-1)
      ?.args.join(' ');
    if (command && /\btsx\b|\.ts"/.test(command))
      errors.push(
        `CMD ${command}: run the compiled JavaScript (scripts/build-servers.mjs), not TypeScript through tsx`,
      );
    const copied = new Set();
    for (const step of steps) {
      if (step.keyword === 'RUN' && /\bnpm ci\b/.test(step.args.join(' '))) {
        for (const manifest of workspaceManifests(context))
          if (!copied.has(manifest))
            errors.push(`npm ci runs before COPY ${manifest}: that workspace installs nothing`);
        break;
      }
      if (step.keyword !== 'COPY' || step.args.some((arg) => arg.startsWith('--from='))) continue;
      const sources = step.args.filter((arg) => !arg.startsWith('--')).slice(0, -1);
      for (const source of sources) {
        if (!existsSync(path.join(context, source))) errors.push(`COPY ${source}: not in the build context`);
        copied.add(path.posix.normalize(source));
      }
    }
    return { name: `${path.relative(process.cwd(), file)} (${services.join(', ')})`, errors };
  });
}
