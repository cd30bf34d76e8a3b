// `npm run bench:web`: Lighthouse (mobile throttling, Lighthouse's defaults) on the home page, a game page and a
// blog post of the built portal, served by the real edge server and API on a fresh embedded database. Prints one
// Markdown table row per page (paste it into docs/performance.md with the date and machine). A benchmark, not a
// test: numbers depend on the machine. Run `npm run build` first.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const require = createRequire(import.meta.url);
const { ensureChromium } = require('./chromium.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 18980);
const base = `http://localhost:${PORT}`;
const PAGES = [
  ['home', '/'],
  ['game', '/games/snake'],
  ['blog post', '/blog/welcome-to-playnook'],
];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

if (!existsSync(path.join(root, 'shell/dist/client/index.html'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

async function startPortal() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const server = spawn('node', ['--import', 'tsx', 'shell/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(PORT), GAMES_PORT: String(PORT + 1), PORTAL_ORIGIN: base, GAMES_ORIGIN: `http://127.0.0.1:${PORT + 1}`, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/app/api/v1/ready`)).ok) return { server, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('The portal did not become ready in 60 s');
}

/** Depth of the longest critical request chain (HTML → … → last request that blocks rendering). */
function chainDepth(chains) {
  let depth = 0;
  for (const node of Object.values(chains ?? {})) depth = Math.max(depth, 1 + chainDepth(node.children));
  return depth;
}

function measure(lhr) {
  const audits = lhr.audits;
  const summary = audits['resource-summary'].details.items;
  const of = (type) => summary.find((item) => item.resourceType === type) ?? { transferSize: 0, requestCount: 0 };
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    jsKb: of('script').transferSize / 1024,
    requests: of('total').requestCount,
    chain: chainDepth(audits['critical-request-chains']?.details?.chains),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const { server, dataDir } = await startPortal();
const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  console.log(`Lighthouse ${require('lighthouse/package.json').version}, mobile throttling, median of ${RUNS} runs, ${os.cpus()[0]?.model ?? 'unknown CPU'} ×${os.cpus().length}\n`);
  console.log('| page | score | LCP (ms) | TBT (ms) | CLS | JS transferred (KB) | requests | critical chain depth |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [name, url] of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(`${base}${url}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      runs.push(measure(result.lhr));
    }
    const m = (key) => median(runs.map((run) => run[key]));
    console.log(`| ${name} (${url}) | ${m('score')} | ${Math.round(m('lcp'))} | ${Math.round(m('tbt'))} | ${m('cls').toFixed(3)} | ${m('jsKb').toFixed(1)} | ${m('requests')} | ${m('chain')} |`);
  }
} finally {
  await chrome.kill();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
