// `npm run bench:profile -- [path…]`: where a page load's main-thread time goes, task by task, in the built code's
// own source files. Loads each path (default `/`) of a running portal (BENCH_BASE, default http://localhost:8080:
// `npm start` first) in Debian's Chromium as Lighthouse's mobile run does (412 × 823 at 1.75×, its phone user agent,
// no throttling), records a trace and a CPU profile, and prints every main-thread task (the trace's) of at least
// BENCH_TASK_MS (12.5: Lighthouse's 50 ms of blocking time at its 4× CPU slowdown) with the source files it spent
// its time in, through the builds' hidden source maps (shell/dist/client, mfe-*/dist/.sourcemaps/<version>). A diagnostic, not a
// benchmark: one run each, no baseline; compare runs, not machines.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const { ensureChromium } = require('./chromium.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = JSON.parse(readFileSync(path.join(root, 'portal.remotes.json'), 'utf8'));
const base = process.env.BENCH_BASE ?? 'http://localhost:8080';
const minTask = Number(process.env.BENCH_TASK_MS ?? 12.5);
const LIGHTHOUSE_PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

const maps = new Map();
/** The source map of a served script: the shell's beside it, a remote's where its build set them aside. */
function mapOf(url) {
  if (!maps.has(url)) {
    const { pathname } = new URL(url);
    const remote = /^\/remotes\/([\w-]+)\/([^/]+)\/([^/]+)$/.exec(pathname);
    const shell = /^\/_shell\/([^/]+)$/.exec(pathname);
    const file = remote
      ? path.join(root, REMOTES[remote[1]] ?? '-', 'dist/.sourcemaps', remote[2], `${remote[3]}.map`)
      : shell && path.join(root, 'shell/dist/client', `${shell[1]}.map`);
    maps.set(url, file && existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  return maps.get(url);
}

/** A frame's source file (a package, or the app's own file), or what the profiler calls native work. */
function sourceOf({ url, functionName, lineNumber, columnNumber }) {
  if (!url) return functionName;
  const map = url.startsWith('http') ? mapOf(url) : null;
  const source = map && originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }).source;
  if (!source) return url.replace(/.*\//, '') || '(page)';
  const file = source.replace(/^webpack:\/\/[^/]+\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  return pkg ? pkg[1] : file.replace(/^(\.\.\/)+/, '');
}

/**
 * The main thread's tasks as Chromium ran them (its trace's `RunTask` events: back-to-back tasks stay apart, as
 * Lighthouse counts them), each with the time the CPU profile's samples inside it spent per source file. Work the
 * profiler does not attribute to a script (parsing, style, layout, paint) is "(program)".
 */
function tasksOf(profile, trace) {
  const threads = trace.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const runTasks = (thread) =>
    trace.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask' && e.ph === 'X');
  // The page's renderer: the main thread with the most tasks (about:blank's has a few).
  const main = threads.map(runTasks).sort((a, b) => b.length - a.length)[0] ?? [];
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  // Sample times, on the same clock as the trace's (microseconds).
  const samples = [];
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i];
    samples.push({ at, ms: (profile.timeDeltas[i + 1] ?? 0) / 1000, frame: nodes.get(id).callFrame });
  });
  const first = main.length ? Math.min(...main.map((task) => task.ts)) : 0;
  return main.map((task) => {
    const sources = new Map();
    for (const sample of samples) {
      if (sample.at < task.ts || sample.at >= task.ts + task.dur || sample.frame.functionName === '(idle)') continue;
      const source = sourceOf(sample.frame);
      sources.set(source, (sources.get(source) ?? 0) + sample.ms);
    }
    return { start: (task.ts - first) / 1000, ms: task.dur / 1000, sources };
  });
}

const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  for (const page of process.argv.slice(2).length ? process.argv.slice(2) : ['/']) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      userAgent: LIGHTHOUSE_PHONE,
    });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const trace = [];
    cdp.on('Tracing.dataCollected', (event) => trace.push(...event.value));
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    });
    await cdp.send('Profiler.start');
    await tab.goto(`${base}${page}`, { waitUntil: 'load' });
    // The scripts start after the first view, and the account remote when the page is idle.
    await tab.waitForTimeout(Number(process.env.BENCH_SETTLE_MS ?? 6000));
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.send('Tracing.end');
    await traced;
    await context.close();
    const tasks = tasksOf(profile, trace);
    const long = tasks.filter((task) => task.ms >= minTask);
    const blocking = long.reduce((sum, task) => sum + task.ms - minTask, 0);
    console.log(`\n${page}: ${long.length} tasks of ${minTask} ms or more, ${blocking.toFixed(0)} ms over it`);
    for (const task of long) {
      const top = [...task.sources]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([source, ms]) => `${source} ${ms.toFixed(1)}`);
      console.log(`${task.start.toFixed(0).padStart(6)} ms  ${task.ms.toFixed(1).padStart(6)} ms  ${top.join(' | ')}`);
    }
  }
} finally {
  await browser.close();
}
