import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '@portal/shared/contract/common';
import {
  DeployRemoteParams,
  RegisterRemoteBody,
  RegisteredRemote,
  UnregisteredRemote,
  UnregisterRemoteQuery,
} from '@portal/shared/contract/deploy';
import type { Queryable } from '../../db/db.js';
import { ok } from '../../http/envelope.js';
import { applyChange } from './apply-change.js';
import { actorName, mustOperate } from './auth.js';
import { remoteExists, unknownRemote } from './registry.js';
import type { DeployOptions } from './routes.js';
import { unregisterRemote } from './unregister.js';

/** 404 for a remote the registry does not know; with `unregistered`, one that was registered once is known. */
export async function requireRemote(
  db: Queryable,
  remote: string,
  options?: { unregistered?: boolean },
): Promise<void> {
  if (!(await remoteExists(db, remote, options))) throw unknownRemote(remote);
}

/**
 * Registering a new remote (an operator's step when a team starts one): the registry lists it from then on; and
 * unregistering one that is retired (unregister.ts).
 */
export const remoteRoutes: FastifyPluginAsyncTypebox<DeployOptions> = async (app, { auth, changes }) => {
  app.post(
    '/remotes',
    {
      preHandler: auth,
      schema: {
        body: RegisterRemoteBody,
        response: { 200: envelope(RegisteredRemote), 201: envelope(RegisteredRemote) },
      },
    },
    async (request, reply) => {
      mustOperate(request);
      const { name } = request.body;
      const actor = actorName(request);
      const change = await applyChange(
        app.db,
        name,
        async (tx) => {
          // A remote unregistered before is registered again, empty: its history stays.
          const inserted = await tx.query(
            `INSERT INTO deploy_remotes (name) VALUES ($1) ON CONFLICT (name) DO UPDATE SET removed_at = NULL
            WHERE deploy_remotes.removed_at IS NOT NULL RETURNING name`,
            [name],
          );
          return inserted.length
            ? { history: [{ action: 'register', version: null, previous: null, actor }], result: true }
            : { history: [], result: false };
        },
        { registering: true },
      );
      if (!change.result) return reply.code(200).send(ok({ name, created: false }, 'already registered'));
      await changes.changed(change.revision);
      return reply.code(201).send(ok({ name, created: true }, 'registered'));
    },
  );

  app.delete(
    '/remotes/:remote',
    {
      preHandler: auth,
      schema: {
        params: DeployRemoteParams,
        querystring: UnregisterRemoteQuery,
        response: { 200: envelope(UnregisteredRemote) },
      },
    },
    async (request) => {
      mustOperate(request);
      const { remote } = request.params;
      await requireRemote(app.db, remote);
      const done = await unregisterRemote(app.db, app.objects, remote, {
        ...request.query,
        actor: actorName(request),
      });
      await changes.changed(done.revision);
      return ok({ ...done.result, revision: done.revision }, 'unregistered');
    },
  );
};
