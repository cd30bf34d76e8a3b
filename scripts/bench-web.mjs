// `npm run bench:web [-- --write]`: Lighthouse (mobile throttling, Lighthouse's defaults) on the home page, a game
// page, a category page, a blog post and the Arabic home page of the built portal, served by the real edge server and
// API on a fresh embedded database, next to a minimal static page measured in the same run
// (scripts/bench/static-page.html: the same header and twelve game cards, no JavaScript), with each page's LCP and FCP
// as ratios to it; then Lighthouse's desktop preset on each page for its layout shift, and whether the page's HTML
// arrived compressed. Each figure is checked against its target (TARGETS) and marked pass or fail.
// Prints a Markdown table (median of BENCH_RUNS rounds, 3 by default, each measuring every page once) headed by the
// machine it ran on; --write also appends it, dated, to docs/benchmarks/web.md; BENCH_SAVE_DIR keeps every Lighthouse
// report. A benchmark, not a test: numbers depend on the machine.
// Run `npm run build` first. BENCH_PORT and the two ports after it (games origin, static page) must be free.
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { becameReady, portalEnv } from './bench/portal.mjs';

const require = createRequire(import.meta.url);
const { CHROMIUM_FLAGS, ensureChromium } = require('./chromium.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 18980);
const base = `http://localhost:${PORT}`;
// A seeded post (api/seed/blog/posts/), so the page has real content on a fresh database.
const PAGES = [
  ['home', '/'],
  ['game', '/games/snake'],
  ['category', '/categories/puzzle'],
  ['blog post', '/blog/welcome-to-playnook'],
  ['Arabic home', '/ar'],
];
/** The first view at the floor (docs/performance.md): ratios to the static page of the same run, and no shift. */
const TARGETS = { lcpRatio: 1.3, fcpRatio: 1.3, cls: 0 };
const STATIC_PORT = PORT + 2;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const write = process.argv.includes('--write');
// BENCH_SAVE_DIR keeps each run's Lighthouse report (JSON) there, to read what the figures come from.
const saveDir = process.env.BENCH_SAVE_DIR;

if (!['shell/dist/client/index.html', 'edge/dist/main.js'].every((file) => existsSync(path.join(root, file)))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

async function startPortal() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  // The compiled edge server, as `npm run serve` and production run it.
  const server = spawn(process.execPath, ['edge/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: portalEnv(PORT, dataDir, { PORTAL_ORIGIN: base, GAMES_ORIGIN: `http://games.localhost:${PORT + 1}` }),
  });
  // The edge's readiness: the shell build is there and the embedded API's database is migrated.
  // Migrating and seeding a fresh database takes over a minute on a loaded machine.
  if (await becameReady(server, PORT, 360)) return { server, dataDir };
  server.kill();
  throw new Error(`The portal did not become ready on port ${PORT} in 180 s`);
}

/** Depth of the longest critical request chain (HTML → … → last request that blocks rendering). */
function chainDepth(chains) {
  let depth = 0;
  for (const node of Object.values(chains ?? {})) depth = Math.max(depth, 1 + chainDepth(node.children));
  return depth;
}

/** Compressed bytes of the scripts whose requests started before the page's largest paint (as observed). */
function jsBeforeLcpKb(audits) {
  const observedLcp = audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Infinity;
  const requests = audits['network-requests']?.details?.items ?? [];
  const start = Math.min(...requests.map((r) => r.networkRequestTime ?? r.startTime ?? 0));
  const bytes = requests
    .filter((r) => r.resourceType === 'Script' && (r.networkRequestTime ?? r.startTime ?? 0) - start < observedLcp)
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return bytes / 1024;
}

/** The static baseline, its cards filled with the seeded hot games (same thumbnails, same games origin). */
async function startStaticPage() {
  const hot = await (await fetch(`${base}/app/api/v1/c/hot?limit=12&language=en`)).json();
  const cards = hot.data
    .map(
      (game) =>
        `<li class="card"><a href="${base}/games/${game.slug}"><img src="${game.thumbnail}" alt="" width="160" height="120" /><span>${game.title}</span></a></li>`,
    )
    .join('');
  const html = readFileSync(path.join(root, 'scripts/bench/static-page.html'), 'utf8').replace('<!-- CARDS -->', cards);
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise((resolve) => server.listen(STATIC_PORT, 'localhost', resolve));
  return server;
}

function measure(lhr) {
  const audits = lhr.audits;
  const summary = audits['resource-summary'].details.items;
  const of = (type) => summary.find((item) => item.resourceType === type) ?? { transferSize: 0, requestCount: 0 };
  return {
    jsBeforeLcp: jsBeforeLcpKb(audits),
    score: Math.round(lhr.categories.performance.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    jsKb: of('script').transferSize / 1024,
    requests: of('total').requestCount,
    chain: chainDepth(audits['critical-request-chains']?.details?.chains),
    // The document as it went over the wire, headers included.
    htmlBytes:
      audits['network-requests'].details.items.find((item) => item.resourceType === 'Document')?.transferSize ?? 0,
  };
}

/**
 * What Lighthouse's simulated network sends in the first round trip of a new connection (10 segments of 1,460
 * bytes): a document any larger arrives one round trip (150 ms) later, and the first paint with it.
 */
const FIRST_ROUND_TRIP_BYTES = 14_600;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** nproc, CPU model, RAM, Node and Chromium versions: what the numbers below depend on. */
function describeMachine(chromePath) {
  const cpus = os.cpus();
  // Debian's chromium wrapper script prints noise on stderr; the version is on stdout.
  const chromium = execFileSync(chromePath, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  const lighthouseVersion = require('lighthouse/package.json').version;
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB RAM, Node ${process.version}, ${chromium}, Lighthouse ${lighthouseVersion}`;
}

const chromePath = ensureChromium();
const { server, dataDir } = await startPortal();
const staticPage = await startStaticPage();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
const lines = [
  `## ${new Date().toISOString().slice(0, 10)}: bench:web, median of ${RUNS} round${RUNS === 1 ? '' : 's'}`,
  '',
  `Machine: ${describeMachine(chromePath)}. Mobile throttling (Lighthouse's defaults); CLS also with Lighthouse's desktop preset (1350×940). HTML: its encoding and size on the wire, headers included (over 14.6 KB it takes a second round trip); JS transferred is what went over the wire; JS before LCP counts the scripts requested before the largest paint. LCP and FCP ratios: the median over the rounds of each run's ratio to the static page measured in the same round (each round measures every page once). Targets: LCP and FCP ≤ ${TARGETS.lcpRatio}× the static page's, CLS ${TARGETS.cls} on mobile and desktop, the HTML compressed.`,
  '',
  '| page | score | LCP (ms) | LCP ratio | FCP (ms) | FCP ratio | TBT (ms) | CLS mobile | CLS desktop | HTML | JS transferred (KB) | JS before LCP (KB) | requests | chain depth | targets |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
];

/** One Lighthouse run; a run that lost its trace (NO_NAVSTART, now and then) has no figures and is taken again. */
async function lighthouseRun(name, href, config) {
  let result;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    result = await lighthouse(
      href,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Every page as a first visit: Lighthouse's default keeps local storage, cookies and IndexedDB.
        clearStorageTypes: [
          'file_systems',
          'shader_cache',
          'service_workers',
          'cache_storage',
          'local_storage',
          'indexeddb',
          'cookies',
        ],
      },
      config,
    );
    if (result.lhr.audits['largest-contentful-paint'].numericValue !== undefined) break;
    console.error(`${name}: ${result.lhr.audits['largest-contentful-paint'].errorMessage} (attempt ${attempt})`);
  }
  return result.lhr;
}

/** The encoding the page's HTML arrives in when the browser accepts brotli and gzip, as Chromium asks. */
function htmlEncoding(href) {
  return new Promise((resolve, reject) => {
    const request = http.get(href, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } }, (response) => {
      response.resume();
      resolve(response.headers['content-encoding'] ?? 'none');
    });
    request.on('error', reject);
  });
}

const mark = (ok) => (ok ? 'pass' : '**fail**');
let allMet = true;
try {
  for (const line of lines) console.log(line);
  // Rounds, not one page after another: each round measures the static page and then every page, so a page is
  // compared with the static page of its own round (the median of those ratios), and a machine that gets busier
  // over the minutes of the run weighs on every page alike, not on the last one measured.
  const targets = [['static baseline', '/', `http://localhost:${STATIC_PORT}`], ...PAGES];
  const measured = new Map(targets.map(([name]) => [name, { runs: [], desktopCls: [] }]));
  for (let i = 0; i < RUNS; i += 1) {
    for (const [name, url, origin = base] of targets) {
      const lhr = await lighthouseRun(name, `${origin}${url}`);
      measured.get(name).runs.push(measure(lhr));
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        writeFileSync(path.join(saveDir, `${name.replace(/\W+/g, '-')}-${i + 1}.json`), JSON.stringify(lhr));
      }
      if (origin === base)
        measured.get(name).desktopCls.push(measure(await lighthouseRun(name, `${origin}${url}`, desktopConfig)).cls);
    }
  }
  const baselineRuns = measured.get('static baseline').runs;
  for (const [name, url, origin = base] of targets) {
    const isBaseline = origin !== base;
    const { runs, desktopCls } = measured.get(name);
    const m = (key) => median(runs.map((run) => run[key]));
    const ratio = (key) => median(runs.map((run, round) => run[key] / baselineRuns[round][key]));
    const lcpRatio = ratio('lcp');
    const fcpRatio = ratio('fcp');
    const encoding = isBaseline ? 'none' : await htmlEncoding(`${origin}${url}`);
    const clsDesktop = isBaseline ? null : median(desktopCls);
    const checks = isBaseline
      ? []
      : [
          lcpRatio <= TARGETS.lcpRatio,
          fcpRatio <= TARGETS.fcpRatio,
          m('cls') <= TARGETS.cls,
          clsDesktop <= TARGETS.cls,
          encoding === 'br' || encoding === 'gzip',
        ];
    const met = checks.every(Boolean);
    if (!met) allMet = false;
    const verdict = isBaseline
      ? ''
      : met
        ? 'pass'
        : checks
            .map((ok, at) => (ok ? '' : ['LCP', 'FCP', 'CLS mobile', 'CLS desktop', 'HTML'][at]))
            .filter(Boolean)
            .join(', ') +
          ' ' +
          mark(false);
    const row = `| ${name} (${url}) | ${m('score')} | ${Math.round(m('lcp'))} | ${lcpRatio.toFixed(2)}× | ${Math.round(m('fcp'))} | ${fcpRatio.toFixed(2)}× | ${Math.round(m('tbt'))} | ${m('cls').toFixed(3)} | ${clsDesktop === null ? '–' : clsDesktop.toFixed(3)} | ${isBaseline ? '' : `${encoding}, `}${(m('htmlBytes') / 1024).toFixed(1)} KB${m('htmlBytes') > FIRST_ROUND_TRIP_BYTES ? ' (2 round trips)' : ''} | ${m('jsKb').toFixed(1)} | ${m('jsBeforeLcp').toFixed(1)} | ${m('requests')} | ${m('chain')} | ${verdict} |`;
    lines.push(row);
    console.log(row);
  }
  const summary = `\nTargets (LCP ≤ ${TARGETS.lcpRatio}×, FCP ≤ ${TARGETS.fcpRatio}×, CLS ${TARGETS.cls} mobile and desktop, compressed HTML): ${allMet ? 'all met' : 'not all met'}.`;
  lines.push(summary);
  console.log(summary);
} finally {
  await chrome.kill();
  staticPage.close();
  // Graceful shutdown closes the database before its folder goes.
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
if (write) {
  const doc = path.join(root, 'docs/benchmarks/web.md');
  appendFileSync(doc, `\n${lines.join('\n')}\n`);
  console.log(`\nAppended to ${path.relative(root, doc)}.`);
}
