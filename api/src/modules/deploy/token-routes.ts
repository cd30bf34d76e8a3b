import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '@portal/shared/contract/common';
import { DeployRemoteParams, TeamToken, TeamTokenBody } from '@portal/shared/contract/deploy';
import { ok } from '../../http/envelope.js';
import { actorName, mustOperate } from './auth.js';
import { requireRemote } from './remote-routes.js';
import type { DeployOptions } from './routes.js';
import { createDeployToken } from './tokens.js';

/**
 * An operator gives a team its token through the API as well as on the host (`npm run deploy-token`): in compose the
 * database is not the operator's to open, and the embedded one is held by the running portal.
 */
export const tokenRoutes: FastifyPluginAsyncTypebox<DeployOptions> = async (app, { auth }) => {
  app.post(
    '/remotes/:remote/tokens',
    {
      preHandler: auth,
      schema: { params: DeployRemoteParams, body: TeamTokenBody, response: { 201: envelope(TeamToken) } },
    },
    async (request, reply) => {
      mustOperate(request);
      const { remote } = request.params;
      await requireRemote(app.db, remote);
      const { token, row } = await createDeployToken(app.db, {
        role: 'team',
        remote,
        label: request.body.label.trim(),
        createdBy: actorName(request),
      });
      return reply.code(201).send(ok({ id: row.id, token, remote, label: row.label }, 'created'));
    },
  );
};
