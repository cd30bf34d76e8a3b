// One lint configuration for the whole repository (`npm run lint`, part of `npm test`). Formatting is Prettier's
// job (eslint-config-prettier turns off the rules that would fight it). The import rules below are the teams'
// boundaries: docs/architecture.md explains them.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-games', 'mfe-account', 'mfe-blog', 'mfe-upload', 'mfe-studio'];
const FRONT_END = ['shell', ...REMOTES];
/** Application code: what the tooling under scripts/ never reaches into, and what never reaches into scripts/. */
const APPS = [...FRONT_END, 'edge', 'api', 'shared'];

/** A remote imports only itself, @portal/shared and the federation singletons: never another app's folder. */
const remoteZones = REMOTES.map((remote) => ({
  target: `./${remote}`,
  from: ['./shell', './api', ...REMOTES.filter((other) => other !== remote)],
  message: 'A remote talks to other apps only through @portal/shared (atoms, overlays, toasts) and the shell.',
}));

/**
 * The edge server takes the shell's page table and device rule (the pages it renders), @portal/shared and the
 * server packages (packages/*). It mounts the API in its process through @portal/api's public entry alone.
 */
const edgeZones = [
  {
    target: './edge',
    from: REMOTES.map((remote) => `./${remote}`),
    message: "The edge renders remotes from their builds: it never imports a remote's source.",
  },
  {
    target: './edge',
    from: './api/src',
    except: ['./app.ts'],
    message: "The edge takes the API only through @portal/api's entry, and its server kit from @portal/server-kit.",
  },
  {
    target: './edge',
    from: './shell',
    except: ['./src/routing/pages.ts', './src/layout/device.ts'],
    message: "The edge takes only the shell's page table and device rule; the rest of the shell is browser code.",
  },
];

/** Release tooling and the apps share code through packages (@portal/release), never by path, either way. */
const scriptsZones = [
  {
    target: './scripts',
    from: APPS.filter((app) => app !== 'shared').map((app) => `./${app}`),
    message: 'scripts/ imports no app code: move what both need into a package under packages/.',
  },
  {
    target: APPS.map((app) => `./${app}`),
    from: './scripts',
    message: 'App code imports nothing from scripts/: move what both need into a package under packages/.',
  },
];

/** Reaching into @portal/shared by path makes a second copy of it: import it by package name. */
const noSharedByPath = {
  patterns: [
    {
      regex: '^(\\.\\./)+shared/|^shared/src',
      message: 'Import @portal/shared by package name (a relative path creates a second copy of it).',
    },
    {
      regex: '^(mfe-(games|account|blog|upload|studio)|shell|@portal/edge)(/|$)',
      message: 'Apps never import each other by package name.',
    },
  ],
};

/**
 * The contract's modules are TypeBox schemas (values): front-end code takes only their types, so that no browser
 * bundle carries TypeBox (@portal/shared is a federation singleton bundled whole from its index).
 */
const contractTypesOnly = {
  patterns: [
    {
      group: ['@portal/shared/contract/*', '**/contract/*'],
      allowTypeImports: true,
      message: 'Front-end code imports the contract with `import type` only (Static<typeof Schema>).',
    },
    {
      // Its checks are TypeBox's: the edge checks a remote's routes, the browser takes them as the edge serves them.
      group: ['@portal/shared/federation/remote-manifest', '**/federation/remote-manifest'],
      allowTypeImports: true,
      message: 'Front-end code takes remote routes as the edge checked them: `import type` only.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Game makers' folders: standalone games with their own style, linted by nobody but their authors.
      'api/seed/games/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] } } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', noSharedByPath],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...remoteZones,
            ...edgeZones,
            ...scriptsZones,
            {
              target: './shared',
              from: ['./shell', './edge', './api', ...REMOTES],
              message: '@portal/shared is the contract: it imports no app.',
            },
            {
              target: './api',
              from: [...FRONT_END, 'edge'].map((app) => `./${app}`),
              message: 'The API imports no front end (only the @portal/shared contract).',
            },
            {
              target: './tooling',
              from: ['./shared', './api', ...FRONT_END.map((app) => `./${app}`)],
              message: 'Build configuration imports no app source: it reads an app by its folder (dirname).',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      '**/*.cjs',
      'jest.config.js',
      'knip.config.js',
      '**/rspack.config.js',
      '**/rspack.server.js',
      'tooling/**/*.js',
      'shell/service-worker.config.js',
    ],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [...FRONT_END.map((app) => `${app}/src/**/*.{ts,tsx}`), 'shared/src/**/*.{ts,tsx}', 'tests/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The two classic hook rules; the React Compiler's rules (refs, set-state-in-effect, …) in the plugin's
      // recommended set assume the compiler, which these apps do not use.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': ['error', contractTypesOnly],
    },
  },
  {
    // The contract itself: schemas built from each other and from @portal/shared's rules. Its checker of remote routes,
    // and the tests that check routes with it, run in Node (the edge, the release, jest), never in a browser bundle.
    files: ['shared/src/contract/**', 'shared/src/federation/remote-manifest*.ts', 'shell/src/test/**', 'tests/**'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // Workbox copies the runtimeCaching matchers into the service worker: they run there, with its globals.
    files: ['shell/service-worker.config.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // The game bridge SDK runs inside game frames, in browsers only.
    files: ['api/src/games-origin/sdk/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'jest/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.browser } },
  },
  prettier,
);
