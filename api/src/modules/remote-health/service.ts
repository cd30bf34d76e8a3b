import type { RemoteHealthEvent } from '@portal/shared/contract/remote-health';
import type { Db } from '../../db/db.js';

/** Days of sessions a summary counts: enough for any canary, without old versions' history growing forever. */
const SUMMARY_DAYS = 30;

interface Tally {
  remote: string;
  version: string;
  loads: number;
  failures: number;
  lastFailure: string | null;
}

/** One upsert per remote version of the batch: a session row counts its loads and failures. */
export async function storeHealth(db: Db, session: string, events: RemoteHealthEvent[]): Promise<number> {
  const tallies = new Map<string, Tally>();
  for (const event of events) {
    const key = `${event.remote}\n${event.version}`;
    const tally = tallies.get(key) ?? {
      remote: event.remote,
      version: event.version,
      loads: 0,
      failures: 0,
      lastFailure: null,
    };
    if (event.kind === 'load') tally.loads += 1;
    else {
      tally.failures += 1;
      tally.lastFailure = `${event.kind}: ${event.message ?? ''}`.slice(0, 300);
    }
    tallies.set(key, tally);
  }
  for (const tally of tallies.values()) {
    await db.query(
      `INSERT INTO remote_health (remote, version, session, loads, failures, last_failure)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (remote, version, session) DO UPDATE SET
         loads = remote_health.loads + EXCLUDED.loads,
         failures = remote_health.failures + EXCLUDED.failures,
         last_failure = COALESCE(EXCLUDED.last_failure, remote_health.last_failure),
         last_seen = now()`,
      [tally.remote, tally.version, session, tally.loads, tally.failures, tally.lastFailure],
    );
  }
  return events.length;
}

/** Sessions and failing sessions per version of a remote over the last 30 days, most sessions first. */
export async function healthSummary(
  db: Db,
  remote: string,
): Promise<Array<{ version: string; sessions: number; failing: number }>> {
  return db.query<{ version: string; sessions: number; failing: number }>(
    `SELECT version, count(*)::int AS sessions, count(*) FILTER (WHERE failures > 0)::int AS failing
       FROM remote_health
      WHERE remote = $1 AND last_seen > now() - make_interval(days => $2)
      GROUP BY version
      ORDER BY sessions DESC, version`,
    [remote, SUMMARY_DAYS],
  );
}
