import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../scripts/chromium.cjs';

/** The e2e suite runs the real composed portal (built apps, edge server, API, PGlite on a fresh folder). */
const PORT = Number(process.env.E2E_PORT ?? 18080);
const GAMES_PORT = Number(process.env.E2E_GAMES_PORT ?? 18081);
export const BASE_URL = `http://localhost:${PORT}`;
/** The games base origin: each game runs on <slug>.games.localhost, which Chromium resolves to loopback by itself. */
const GAMES_ORIGIN = (process.env.E2E_GAMES_ORIGIN = `http://games.localhost:${GAMES_PORT}`);
/** The portal the release commands the specs run are told about (PORTAL_URL); workers inherit it. */
process.env.E2E_BASE_URL = BASE_URL;
/** The portal's data folder; workers inherit it, so `npm run pin` in a spec signs with the edge's own pin key. */
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-')));
/**
 * The portal's registry of remotes, a copy of portal.remotes.json the suite may change while the portal runs
 * (remote-registration.spec.ts registers a fifth remote). Set once by the runner; its workers inherit the path.
 */
export const REMOTES_REGISTRY = (process.env.E2E_REMOTES_REGISTRY ??= path.join(
  mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-registry-')),
  'remotes.json',
));
/**
 * The deploy API's operator token of the portal under test (DEPLOY_OPERATOR_TOKEN): the release specs run the
 * release commands with it as DEPLOY_TOKEN, as an operator would. Set once by the runner; its workers inherit it.
 */
const DEPLOY_TOKEN = (process.env.E2E_DEPLOY_TOKEN ??= `pdt_${randomBytes(32).toString('base64url')}`);
if (!existsSync(REMOTES_REGISTRY)) copyFileSync(path.resolve(__dirname, '..', 'portal.remotes.json'), REMOTES_REGISTRY);

/**
 * Specs that move release pointers or the service worker: what every page of the portal serves. They run one at a
 * time on a portal nothing else uses: after the others on the one portal, or (E2E_LANE, run-lanes.mjs) on a second
 * portal of their own beside everything else.
 */
const DELIVERY_SPECS = [
  'release-rollback',
  'progressive-delivery',
  'remote-registration',
  'release-integrity',
  'remote-contract',
  'pwa',
  'offline',
  'layout-stability',
  // Rolls the blog back from the operations console.
  'ops-console',
].map((name) => `**/${name}.spec.ts`);

/** Specs that assert exact counts and orders (plays, likes, votes, analytics, hot and top lists) others change. */
const COUNTING_SPECS = [
  'catalogue-api',
  'game-player',
  'games-pages',
  'games-browse',
  'analytics',
  'ratings-and-reports',
  'server-render',
  // Publishes a game whose title holds "Snake": the search and category specs above expect the shipped catalogue.
  'upload',
  // Plays the studio's demo game and counts it in the maker's charts.
  'studio',
].map((name) => `**/${name}.spec.ts`);

/** Which specs this run takes: all of them on one portal (default), or one of the two lanes of run-lanes.mjs. */
const LANE = process.env.E2E_LANE as 'main' | 'delivery' | undefined;
const SHARED_STATE_SPECS = LANE === 'main' ? COUNTING_SPECS : [...DELIVERY_SPECS, ...COUNTING_SPECS];

export default defineConfig({
  testDir: './tests',
  // Each lane's own folder: a run empties its folder when it starts.
  outputDir: LANE === 'delivery' ? 'test-results-delivery' : 'test-results',
  // Two browsers share two cores, on machines that may be busy with more: a few page loads can take 30 s there.
  // Flows longer than that set their own budget (test.setTimeout).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two browsers at once for the specs that share nothing (see projects); on two cores the suite spends much of its
  // time waiting on pages, and a second browser fills it.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list']]
    : [
        ['list'],
        ['html', { open: 'never', outputFolder: LANE === 'delivery' ? 'playwright-report-delivery' : undefined }],
      ],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    // Specs see the network as the page makes it; the PWA spec turns service workers back on for itself.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: CHROMIUM_FLAGS,
    },
  },
  projects:
    LANE === 'delivery'
      ? [
          {
            // The specs that move what the portal serves, one at a time, on a portal of their own.
            name: 'delivery',
            use: { browserName: 'chromium' },
            testMatch: DELIVERY_SPECS,
            workers: 1,
          },
        ]
      : [
          {
            // Specs that touch nothing another spec reads: their own accounts, their own games' pages, intercepted
            // routes.
            name: 'independent',
            use: { browserName: 'chromium' },
            testIgnore: [...DELIVERY_SPECS, ...COUNTING_SPECS],
          },
          {
            // One at a time, after the others, in file order: they assert exact counts and orders that a spec beside
            // them would change, or change the catalogue those read (upload.spec.ts runs after them); and, unless
            // the delivery lane runs them on its own portal, they move release pointers or rewrite the service worker.
            name: 'shared-state',
            use: { browserName: 'chromium' },
            testMatch: SHARED_STATE_SPECS,
            workers: 1,
            dependencies: ['independent'],
          },
        ],
  webServer: {
    command: 'npm run serve',
    cwd: path.resolve(__dirname, '..'),
    // The edge's readiness (not the API's): it answers once the builds are published and the releases known.
    url: `${BASE_URL}/ready`,
    reuseExistingServer: false,
    // A fresh database is migrated and seeded before the portal answers: on a busy machine that took over a minute.
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      GAMES_PORT: String(GAMES_PORT),
      PORTAL_ORIGIN: BASE_URL,
      GAMES_ORIGIN,
      DATA_DIR: dataDir,
      REMOTES_REGISTRY,
      DEPLOY_OPERATOR_TOKEN: DEPLOY_TOKEN,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Every spec that signs in creates an account from 127.0.0.1.
      SIGN_UP_IP_LIMIT: '1000',
      // Logins and token refreshes (one per page load of a signed-in tab) count per address too.
      SIGN_IN_IP_LIMIT: '1000',
      // Every browser context is a new device, all from 127.0.0.1: counter tokens for all of them.
      COUNTER_ACTORS_PER_ADDRESS_HOUR: '100000',
      // Broken-game reports count per address: every spec's guest reports come from 127.0.0.1.
      REPORT_ADDRESS_LIMIT: '1000',
      // The upload spec signs this address up to review uploads (see e2e/tests/upload.spec.ts).
      MODERATOR_EMAILS: 'e2e-moderator@example.test',
      // The studio's and the console's known accounts (docs/testing.md), and rollups that show a play within seconds.
      STUDIO_DEMO_ACCOUNTS: 'true',
      STUDIO_ROLLUP_INTERVAL_MS: '1000',
      // Progressive delivery (progressive-delivery.spec.ts): a canary whose sessions fail is judged from its 3rd
      // failing session; the edge checks every half second; 40 contexts from 127.0.0.1 report remote health, each
      // a session of its own.
      CANARY_MIN_FAILING: '3',
      CANARY_ERROR_MARGIN: '20',
      CANARY_CHECK_INTERVAL_MS: '500',
      REMOTE_HEALTH_RATE_LIMIT: '100000',
      REMOTE_HEALTH_ADDRESS_LIMIT: '100000',
    },
  },
});
