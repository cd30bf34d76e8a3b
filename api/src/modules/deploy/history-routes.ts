import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '@portal/shared/contract/common';
import {
  DeployRemoteParams,
  HistoryEntry,
  HistoryQuery,
  type HistoryEntry as Entry,
} from '@portal/shared/contract/deploy';
import { Type } from 'typebox';
import type { Queryable } from '../../db/db.js';
import { ok } from '../../http/envelope.js';
import { requireRemote } from './remote-routes.js';
import type { DeployOptions } from './routes.js';

interface Row {
  remote: string;
  action: string;
  version: string | null;
  previous: string | null;
  at: Date;
  actor: string;
  reason: string | null;
  percent: number | null;
  health: Record<string, unknown> | null;
  dropped_canary: string | null;
}

/** The history of one remote, or of every remote with `remote` null, newest first, each entry naming its remote. */
export async function readHistoryEntries(
  db: Queryable,
  remote: string | null,
  limit: number,
): Promise<Array<Entry & { remote: string }>> {
  const rows = await db.query<Row>(
    `SELECT remote, action, version, previous, at, actor, reason, percent, health, dropped_canary
       FROM deploy_history ${remote === null ? '' : 'WHERE remote = $2'} ORDER BY id DESC LIMIT $1`,
    remote === null ? [limit] : [limit, remote],
  );
  return rows.map((row) => ({
    remote: row.remote,
    action: row.action,
    version: row.version,
    previous: row.previous,
    at: row.at.toISOString(),
    actor: row.actor,
    reason: row.reason,
    ...(row.percent !== null ? { percent: Number(row.percent) } : {}),
    ...(row.health ? { health: row.health } : {}),
    ...(row.dropped_canary ? { droppedCanary: row.dropped_canary } : {}),
  }));
}

/** A remote's history, newest first. */
export async function readHistory(db: Queryable, remote: string, limit: number): Promise<Entry[]> {
  return (await readHistoryEntries(db, remote, limit)).map(({ remote: _remote, ...entry }) => entry);
}

/** Who did what to a remote, when and why: every change (pointer moves, seals, pins, registration), for any token. */
export const historyRoutes: FastifyPluginAsyncTypebox<DeployOptions> = async (app, { auth }) => {
  app.get(
    '/remotes/:remote/history',
    {
      preHandler: auth,
      schema: {
        params: DeployRemoteParams,
        querystring: HistoryQuery,
        response: { 200: envelope(Type.Array(HistoryEntry)) },
      },
    },
    async (request) => {
      // An unregistered remote's history stays readable: who removed it, and what it served before.
      await requireRemote(app.db, request.params.remote, { unregistered: true });
      return ok(await readHistory(app.db, request.params.remote, request.query.limit));
    },
  );
};
