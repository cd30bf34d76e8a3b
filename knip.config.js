// knip (`npm run lint`): unused files, exports and dependencies. A remote's entry points are the files its
// src/pages.ts names (the modules it exposes, the server build's prefetches), read as the build reads them, so this
// list cannot drift from what is published.
// includeEntryExports: an entry's exports count as unused too unless something imports them, so shared/src/index.ts
// lists each name it publishes and a dead one shows up. An export only another process or build reads (a remote's
// exposed module, a prefetch its generated server entry imports) says so with a `@public` JSDoc tag.
const path = require('node:path');
const { declaredFiles, readRemotePages, serverPagesOf } = require('./tooling/pages/read.cjs');

const remote = (app) => {
  const pages = readRemotePages(path.join(__dirname, app));
  const rendersOnServer = serverPagesOf(pages).length > 0;
  return {
    includeEntryExports: true,
    entry: ['src/**/*.test.{ts,tsx}', 'src/pages.ts', ...declaredFiles(pages)],
    project: ['src/**/*.{ts,tsx}'],
    // Every app depends on each federation singleton (tooling/rspack/shared.js requires it); one that renders nothing
    // on the server and fetches through useApiQuery imports none of @tanstack/react-query itself.
    ignoreDependencies: rendersOnServer ? [] : ['@tanstack/react-query'],
  };
};

module.exports = {
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      entry: [
        'scripts/**/*.{mjs,cjs}',
        'tests/**/*.test.ts',
        'jest/*.{ts,js}',
        'tooling/**/*.{js,cjs}',
        'tooling/**/*.test.ts',
      ],
      project: ['scripts/**/*.{mjs,cjs,ts}', 'tooling/**/*.{js,cjs,ts}', 'tests/**/*.ts', 'jest/**', '*.js'],
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
      // src/publish-builds.ts: the remote images' publisher (scripts/build-servers.mjs bundles it on its own).
      entry: ['src/**/*.test.ts', 'src/ssr/render-worker.ts', 'src/ssr/render-worker-tsx.mjs', 'src/publish-builds.ts'],
      project: ['src/**/*.{ts,mjs}'],
    },
    'packages/server-kit': { entry: ['src/**/*.test.ts'], project: ['src/**/*.ts'] },
    'packages/object-store': { entry: ['src/**/*.test.ts'], project: ['src/**/*.ts'] },
    'packages/release': { entry: ['src/**/*.test.ts'], project: ['src/**/*.{mjs,ts}'] },
    'mfe-games': remote('mfe-games'),
    'mfe-account': remote('mfe-account'),
    'mfe-blog': remote('mfe-blog'),
    'mfe-upload': remote('mfe-upload'),
    'mfe-studio': remote('mfe-studio'),
    api: {
      includeEntryExports: true,
      // src/games-origin/main.ts: the games origin alone (scripts/build-servers.mjs, the games-origin image).
      entry: ['src/**/*.test.ts', 'bench/*.ts', 'src/games-origin/main.ts'],
      project: ['src/**/*.ts', 'bench/**/*.ts'],
    },
    e2e: {
      // The test-only fifth remote (remote-registration.spec.ts): its entry, its src/pages.ts and the modules it exposes.
      entry: [
        'tests/**/*.spec.ts',
        'fixtures/mfe-fixture/src/index.ts',
        'fixtures/mfe-fixture/src/pages.ts',
        'fixtures/mfe-fixture/src/*.tsx',
      ],
      project: ['**/*.{ts,tsx}'],
      // The fixture remote declares it in its own package.json (it is built as a remote, not as part of e2e).
      ignoreDependencies: ['react-i18next'],
    },
  },
};
