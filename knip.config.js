// knip (`npm run lint`): unused files, exports and dependencies. A remote's entry points are the modules it
// exposes to the federation, read from its rspack config so this list cannot drift from what is published.
// includeEntryExports: an entry's exports count as unused too unless something imports them, so shared/src/index.ts
// lists each name it publishes and a dead one shows up. An export only another process or build reads (a remote's
// exposed module, its server bundle) says so with a `@public` JSDoc tag.
const path = require('node:path');

function exposedModules(app) {
  const config = require(path.join(__dirname, app, 'rspack.config.js'));
  const federation = config.plugins.find((plugin) => plugin?._options?.exposes);
  return Object.values(federation?._options.exposes ?? {}).map((file) => file.replace(/^\.\//, ''));
}

const { existsSync } = require('node:fs');

const remote = (app) => {
  // src/server.ts: the remote's server build (rspack.server.js), when it renders pages on the server.
  const server = existsSync(path.join(__dirname, app, 'rspack.server.js')) ? ['src/server.ts'] : [];
  return {
    includeEntryExports: true,
    entry: ['src/**/*.test.{ts,tsx}', ...server, ...exposedModules(app)],
    project: ['src/**/*.{ts,tsx}'],
    // Every app depends on each federation singleton (rspack.shared.js requires it); one that renders nothing on the
    // server and fetches through useApiQuery imports none of @tanstack/react-query itself.
    ignoreDependencies: server.length ? [] : ['@tanstack/react-query'],
  };
};

module.exports = {
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      entry: ['scripts/**/*.{mjs,cjs}', 'tests/**/*.test.ts', 'jest/*.{ts,js}', 'rspack.*.js'],
      project: ['scripts/**/*.{mjs,cjs,ts}', 'tests/**/*.ts', 'jest/**', '*.js'],
      // scripts/screenshots.mjs takes Playwright from the e2e workspace (resolved from e2e/), not from the root.
      ignoreDependencies: ['@playwright/test'],
    },
    shared: {
      includeEntryExports: true,
      entry: ['src/**/*.test.{ts,tsx}'],
      project: ['src/**/*.{ts,tsx}'],
    },
    shell: {
      // src/ssr/entry.tsx: the shell's renderer (rspack.server.js), which the edge server loads.
      entry: ['src/**/*.test.{ts,tsx}', 'src/ssr/entry.tsx', 'service-worker.config.js'],
      project: ['src/**/*.{ts,tsx}'],
    },
    edge: {
      // src/ssr/render-worker*: the render worker, which the pool starts by file name (src/ssr/render-pool.ts).
      entry: ['src/**/*.test.ts', 'src/ssr/render-worker.ts', 'src/ssr/render-worker-tsx.mjs'],
      project: ['src/**/*.{ts,mjs}'],
    },
    'packages/server-kit': { entry: ['src/**/*.test.ts'], project: ['src/**/*.ts'] },
    'packages/release': { entry: ['src/**/*.test.ts'], project: ['src/**/*.{mjs,ts}'] },
    'mfe-games': remote('mfe-games'),
    'mfe-account': remote('mfe-account'),
    'mfe-blog': remote('mfe-blog'),
    'mfe-upload': remote('mfe-upload'),
    api: {
      includeEntryExports: true,
      // src/games-origin/main.ts: the games origin alone (scripts/build-servers.mjs, the games-origin image).
      entry: ['src/**/*.test.ts', 'bench/*.ts', 'src/games-origin/main.ts'],
      project: ['src/**/*.ts', 'bench/**/*.ts'],
    },
    e2e: {
      // The test-only fifth remote (remote-registration.spec.ts): its entry and the modules it exposes.
      entry: ['tests/**/*.spec.ts', 'fixtures/mfe-fixture/src/index.ts', 'fixtures/mfe-fixture/src/*.tsx'],
      project: ['**/*.{ts,tsx}'],
      // The fixture remote declares it in its own package.json (it is built as a remote, not as part of e2e).
      ignoreDependencies: ['react-i18next'],
    },
  },
};
