// knip (`npm run lint`): unused files, exports and dependencies. A remote's entry points are the modules it
// exposes to the federation, read from its rspack config so this list cannot drift from what is published.
const path = require('node:path');

function exposedModules(app) {
  const config = require(path.join(__dirname, app, 'rspack.config.js'));
  const federation = config.plugins.find((plugin) => plugin?._options?.exposes);
  return Object.values(federation?._options.exposes ?? {}).map((file) => file.replace(/^\.\//, ''));
}

const remote = (app) => ({
  entry: ['src/**/*.test.{ts,tsx}', ...exposedModules(app)],
  project: ['src/**/*.{ts,tsx}'],
});

module.exports = {
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      entry: ['scripts/**/*.{mjs,cjs}', 'tests/**/*.test.ts', 'jest/*.{ts,js}', 'rspack.*.js'],
      project: ['scripts/**/*.{mjs,cjs,ts}', 'tests/**/*.ts', 'jest/**', '*.js'],
    },
    shared: {
      entry: ['src/**/*.test.{ts,tsx}'],
      project: ['src/**/*.{ts,tsx}'],
    },
    shell: {
      entry: ['server/*.test.ts', 'src/**/*.test.{ts,tsx}', 'service-worker.config.js'],
      project: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    },
    'mfe-games': remote('mfe-games'),
    'mfe-account': remote('mfe-account'),
    'mfe-blog': remote('mfe-blog'),
    'mfe-upload': remote('mfe-upload'),
    api: {
      // src/games-origin/main.ts: the games origin alone (scripts/build-servers.mjs, the games-origin image).
      entry: ['src/**/*.test.ts', 'bench/*.ts', 'src/games-origin/main.ts'],
      project: ['src/**/*.ts', 'bench/**/*.ts'],
    },
    e2e: {
      entry: ['tests/**/*.spec.ts'],
      project: ['**/*.ts'],
    },
  },
};
