import type { RemoteHealthKind } from '@portal/shared/contract/remote-health';
import type { Db } from '../../db/db.js';

/** Days of sessions a summary counts: enough for any canary, without old versions' history growing forever. */
const SUMMARY_DAYS = 30;

/** One signal about one visitor's session of a remote version, from a checked token or the edge itself. */
export interface HealthSignal {
  remote: string;
  version: string;
  /** The visitor's bucket id. */
  session: string;
  /** Keyed hash of the visitor's address (token.ts). */
  address: string;
  kind: RemoteHealthKind;
  message?: string;
}

/**
 * Records one signal: a session counts each kind once (the primary key and `kinds` are the replay store, shared by
 * every API replica through the database), and an address opens at most `sessionsPerAddress` sessions of a version
 * per hour, so one client fetching many pages cannot outvote real visitors. True when it counted.
 */
async function storeSignal(db: Db, signal: HealthSignal, sessionsPerAddress: number): Promise<boolean> {
  const failure = signal.kind !== 'load';
  const rows = await db.query(
    `INSERT INTO remote_health (remote, version, session, address, kinds, loads, failures, last_failure)
     SELECT $1, $2, $3, $4, ARRAY[$5::text], $6, $7, $8
      WHERE EXISTS (SELECT 1 FROM remote_health WHERE remote = $1 AND version = $2 AND session = $3)
         OR (SELECT count(*) FROM remote_health
              WHERE remote = $1 AND version = $2 AND address = $4 AND first_seen > now() - interval '1 hour') < $9
     ON CONFLICT (remote, version, session) DO UPDATE SET
       kinds = remote_health.kinds || EXCLUDED.kinds,
       loads = remote_health.loads + EXCLUDED.loads,
       failures = remote_health.failures + EXCLUDED.failures,
       last_failure = COALESCE(EXCLUDED.last_failure, remote_health.last_failure),
       last_seen = now()
     WHERE NOT (EXCLUDED.kinds[1] = ANY (remote_health.kinds))
     RETURNING 1 AS counted`,
    [
      signal.remote,
      signal.version,
      signal.session,
      signal.address,
      signal.kind,
      failure ? 0 : 1,
      failure ? 1 : 0,
      failure ? `${signal.kind}: ${signal.message ?? ''}`.slice(0, 300) : null,
      sessionsPerAddress,
    ],
  );
  return rows.length > 0;
}

/** Records a batch's signals; how many counted (a repeated kind of a session does not). */
export async function storeHealth(db: Db, signals: HealthSignal[], sessionsPerAddress: number): Promise<number> {
  const unique = new Map(signals.map((s) => [[s.remote, s.version, s.session, s.kind].join('\n'), s]));
  let counted = 0;
  for (const signal of unique.values()) if (await storeSignal(db, signal, sessionsPerAddress)) counted += 1;
  return counted;
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
