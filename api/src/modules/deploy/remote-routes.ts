import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '@portal/shared/contract/common';
import { DEPLOY_ERROR_CODES, RegisterRemoteBody, RegisteredRemote } from '@portal/shared/contract/deploy';
import type { Queryable } from '../../db/db.js';
import { AppError, ok } from '../../http/envelope.js';
import { applyChange } from './apply-change.js';
import { actorName, mustOperate } from './auth.js';
import { remoteExists } from './registry.js';
import type { DeployOptions } from './routes.js';

/** 404 for a remote the registry does not know (remotes are registered, never guessed from a request). */
export async function requireRemote(db: Queryable, remote: string): Promise<void> {
  if (!(await remoteExists(db, remote)))
    throw new AppError(404, `No remote named ${remote} is registered`, DEPLOY_ERROR_CODES.unknownRemote);
}

/** Registering a new remote (an operator's step when a team starts one): the registry lists it from then on. */
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
      const change = await applyChange(app.db, name, async (tx) => {
        const inserted = await tx.query(
          'INSERT INTO deploy_remotes (name) VALUES ($1) ON CONFLICT DO NOTHING RETURNING name',
          [name],
        );
        return inserted.length
          ? { history: [{ action: 'register', version: null, previous: null, actor }], result: true }
          : { history: [], result: false };
      });
      if (!change.result) return reply.code(200).send(ok({ name, created: false }, 'already registered'));
      await changes.changed(change.revision);
      return reply.code(201).send(ok({ name, created: true }, 'registered'));
    },
  );
};
