import type { OpsRemote, OpsRemotes } from '@portal/shared/contract/ops';
import { SERVER_HEALTH_KINDS } from '@portal/shared/contract/remote-health';
import type { Db, Queryable } from '../../db/db.js';
import { CURRENT_MOVES } from '../deploy/actions.js';
import { readRegistry } from '../deploy/registry.js';

interface HealthRow {
  remote: string;
  version: string;
  date: string;
  sessions: number;
  failing: number;
  ssr_failures: number;
}

interface ErrorRow {
  remote: string;
  version: string;
  kind: string;
  sessions: number;
  last_message: string | null;
  last_seen: Date;
}

/** UTC midnight of the first of the last $1 days, whatever the session's time zone. */
const WINDOW_START = `(((now() AT TIME ZONE 'UTC')::date - ($1::integer - 1))::timestamp AT TIME ZONE 'UTC')`;

const SSR_KINDS = SERVER_HEALTH_KINDS.filter((kind) => kind.startsWith('ssr-'));

/** Sessions, failing sessions and server-render failures per remote, version and UTC day a session began. */
async function healthByDay(db: Queryable, days: number): Promise<HealthRow[]> {
  return db.query<HealthRow>(
    `SELECT remote, version, to_char((first_seen AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS date,
            count(*)::int AS sessions, count(*) FILTER (WHERE failures > 0)::int AS failing,
            count(*) FILTER (WHERE kinds && $2::text[])::int AS ssr_failures
       FROM remote_health WHERE first_seen >= ${WINDOW_START}
      GROUP BY 1, 2, 3 ORDER BY 3, 1, 2`,
    [days, SSR_KINDS],
  );
}

/** Sessions per failure kind of each remote version over the window, with the latest failure's text. */
async function errorReports(db: Queryable, days: number): Promise<ErrorRow[]> {
  return db.query<ErrorRow>(
    `SELECT h.remote, h.version, k.kind, count(*)::int AS sessions,
            (array_agg(h.last_failure ORDER BY h.last_seen DESC) FILTER (WHERE h.last_failure IS NOT NULL))[1] AS last_message,
            max(h.last_seen) AS last_seen
       FROM remote_health h CROSS JOIN LATERAL unnest(h.kinds) AS k (kind)
      WHERE h.first_seen >= ${WINDOW_START} AND k.kind <> 'load'
      GROUP BY 1, 2, 3 ORDER BY sessions DESC, 1, 2, 3`,
    [days],
  );
}

/** The versions that were current before the current one, newest first, by the history's releases and promotions. */
async function previousVersions(db: Queryable): Promise<Map<string, string[]>> {
  const rows = await db.query<{ remote: string; previous: string }>(
    `SELECT remote, previous FROM deploy_history WHERE action = ANY($1) AND previous IS NOT NULL ORDER BY remote, id DESC`,
    [CURRENT_MOVES],
  );
  const byRemote = new Map<string, string[]>();
  for (const { remote, previous } of rows) {
    const list = byRemote.get(remote) ?? [];
    if (!list.includes(previous)) list.push(previous);
    byRemote.set(remote, list);
  }
  return byRemote;
}

/** Every registered remote as the console shows it: the registry, its previous versions, health and errors. */
export async function opsRemotes(db: Db, days: number): Promise<OpsRemotes> {
  const [registry, health, errors, previous] = await Promise.all([
    readRegistry(db),
    healthByDay(db, days),
    errorReports(db, days),
    previousVersions(db),
  ]);
  const remotes: OpsRemote[] = Object.entries(registry.remotes).map(([name, remote]) => ({
    name,
    current: remote.current,
    canary: remote.canary,
    pins: remote.pins,
    watched: remote.watched,
    previous: (previous.get(name) ?? []).filter((version) => version !== remote.current),
    versions: remote.versions
      .map(({ version, publishedAt }) => ({ version, publishedAt }))
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)),
    health: health
      .filter((row) => row.remote === name)
      .map(({ version, date, sessions, failing, ssr_failures }) => ({
        version,
        date,
        sessions,
        failing,
        failureRate: sessions > 0 ? failing / sessions : 0,
        ssrFailures: ssr_failures,
      })),
    errors: errors
      .filter((row) => row.remote === name)
      .map(({ version, kind, sessions, last_message, last_seen }) => ({
        version,
        kind,
        sessions,
        lastMessage: last_message,
        lastSeen: last_seen.toISOString(),
      })),
  }));
  return { revision: registry.revision, remotes: remotes.sort((a, b) => a.name.localeCompare(b.name)) };
}

/** Uploads waiting in the review queue, and since when the oldest waits. */
export async function moderationQueue(db: Queryable): Promise<{ waiting: number; oldestSubmittedAt: string | null }> {
  const [row] = await db.query<{ waiting: number; oldest: Date | null }>(
    `SELECT count(*)::int AS waiting, min(submitted_at) AS oldest FROM uploads WHERE status = 'pending_review'`,
  );
  return { waiting: row?.waiting ?? 0, oldestSubmittedAt: row?.oldest ? row.oldest.toISOString() : null };
}
