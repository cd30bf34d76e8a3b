// `npm run search:snapshot -w api`: reads every published game's search texts from the configured database (in
// batches of game ids), builds the compact index and writes it to the object store (S3 when S3_BUCKET is set, else
// OBJECTS_DIR) with the change number it covers, then points `search/latest` at it. Replicas starting after that
// read it instead of building from the database (engine/live-index.ts).
// A scheduled job rather than a replica's task: at a million games the build takes about a minute of CPU and a few
// GB at its peak, which a serving replica (1 GB) must not spend. Run it at least every few hours (a snapshot older
// than 23 hours is not read: the change log keeps a day). With PGlite, stop the server first (single process).
import { createObjectStore } from '../../storage/object-store.js';
import { loadOrExit } from '@portal/server-kit';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/open.js';
import { buildBase } from './engine/load.js';
import { writeSnapshot } from './engine/snapshot.js';

async function main(): Promise<number> {
  const config = loadOrExit(() => loadConfig());
  // A whole-catalogue read: no statement here comes near the serving timeout, but the job is not a request either.
  const db = await openDatabase({
    ...config,
    databaseStatementTimeoutMs: Math.max(config.databaseStatementTimeoutMs, 60_000),
  });
  try {
    const started = Date.now();
    const builtAt = new Date().toISOString();
    // Read before the texts: a change committed while they are read is replayed by the replicas (harmless twice).
    const [mark] = await db.query<{ seq: string }>(`SELECT COALESCE(max(seq), 0) AS seq FROM search_changes`);
    const part = await buildBase(db);
    const built = Date.now();
    const key = await writeSnapshot(createObjectStore(config), part, { change: Number(mark!.seq), builtAt });
    console.log(
      `Search snapshot ${key}: ${part.gameCount} games, change ${mark!.seq}, built in ${((built - started) / 1000).toFixed(1)} s, written in ${((Date.now() - built) / 1000).toFixed(1)} s, peak resident ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
