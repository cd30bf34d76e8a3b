// bench:scale's search part: the snapshot its servers start from, and what a server process costs (time to ready,
// resident memory). The snapshot is built once per kept database by the product's own job (`search:snapshot`) into
// a folder kept beside the database (BENCH_SCALE_SNAPSHOT=rebuild builds it again; it is read only while under 20 h
// and in the servers' format).
import { execFile } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { SNAPSHOT_FORMAT } from '../src/modules/search/engine/snapshot.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const run = promisify(execFile);

export interface SnapshotBuild {
  dir: string;
  /** The job's own line (games, build and write time), or "kept" when a recent one was there. */
  report: string;
  /** The job's peak resident memory (MB), when it ran. */
  peakMb?: number;
  sizeMb: number;
}

/** The objects folder holding a recent snapshot of the database's search texts (built now if there is none). */
export async function snapshotFor(databaseUrl: string, database: string): Promise<SnapshotBuild> {
  const dir = path.join(os.tmpdir(), `portal-bench-search-${database}`);
  const latest = path.join(dir, 'search', 'latest');
  const kept = existsSync(latest)
    ? (JSON.parse(readFileSync(latest, 'utf8')) as { key: string; builtAt: string })
    : null;
  const fresh =
    kept !== null &&
    Date.now() - Date.parse(kept.builtAt) < 20 * 60 * 60 * 1000 &&
    formatOf(path.join(dir, kept.key)) === SNAPSHOT_FORMAT;
  let report = 'kept from an earlier run';
  let peakMb: number | undefined;
  if (!fresh || process.env.BENCH_SCALE_SNAPSHOT === 'rebuild') {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', path.join(here, '../src/modules/search/snapshot-cli.ts')],
      { env: { ...process.env, DATABASE_URL: databaseUrl, OBJECTS_DIR: dir, DATA_DIR: dir }, maxBuffer: 1 << 20 },
    );
    report = stdout.split('\n').find((line) => line.startsWith('Search snapshot')) ?? stdout.trim();
    const peak = /peak resident (\d+) MB/.exec(stdout);
    if (peak) peakMb = Number(peak[1]);
  }
  const { key } = JSON.parse(readFileSync(latest, 'utf8')) as { key: string };
  return { dir, report, peakMb, sizeMb: statSync(path.join(dir, key)).size / 1024 / 1024 };
}

/** The format a snapshot file was written in (an older one is refused by the servers: built again here). */
function formatOf(file: string): number | undefined {
  if (!existsSync(file)) return undefined;
  const handle = openSync(file, 'r');
  try {
    const size = Buffer.alloc(8);
    readSync(handle, size, 0, 8, 0);
    // The header starts with its format (encodeSnapshot): a few bytes of it are enough.
    const head = Buffer.alloc(Math.min(64, size.readUInt32LE(0)));
    readSync(handle, head, 0, head.length, 8);
    return Number(/"format":(\d+)/.exec(head.toString('utf8'))?.[1]);
  } finally {
    closeSync(handle);
  }
}

/** A process's resident memory now and at its peak (MB), from /proc (Linux). */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

export interface ProcessFigures {
  name: string;
  readyMs: number;
  search: { from: string; ms: number } | null;
  rssMb: number;
  peakMb: number;
}

/** Each server's start (spawn to listening, its search index loaded) and resident memory. */
export function printProcesses(processes: ProcessFigures[], snapshot: SnapshotBuild | undefined): void {
  if (snapshot) {
    console.log(
      `\nSearch snapshot: ${snapshot.sizeMb.toFixed(0)} MB; ${snapshot.report}` +
        (snapshot.peakMb ? ` (job's peak resident memory ${snapshot.peakMb.toFixed(0)} MB)` : ''),
    );
  }
  console.log(`\nAPI processes (search index ${snapshot ? 'read from the snapshot' : 'built from the database'}):\n`);
  console.log('| process | start to ready (s) | of which the search index (s) | resident (MB) | peak resident (MB) |');
  console.log('|---|---|---|---|---|');
  for (const p of processes) {
    const search = p.search ? `${(p.search.ms / 1000).toFixed(1)} (${p.search.from})` : '—';
    console.log(
      `| ${p.name} | ${(p.readyMs / 1000).toFixed(1)} | ${search} | ${p.rssMb.toFixed(0)} | ${p.peakMb.toFixed(0)} |`,
    );
  }
}
