import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '@portal/shared/contract/common';
import { DeployRemoteParams, PruneAnswer, PruneBody } from '@portal/shared/contract/deploy';
import { ok } from '../../http/envelope.js';
import { actorName, mayChange } from './auth.js';
import { pruneVersions } from './prune.js';
import { requireRemote } from './remote-routes.js';
import type { DeployOptions } from './routes.js';

/** `npm run releases:prune`: frees the store of a remote's versions nothing may ask for any more (prune.ts). */
export const pruneRoutes: FastifyPluginAsyncTypebox<DeployOptions> = async (app, { auth, changes }) => {
  app.post(
    '/remotes/:remote/prune',
    {
      preHandler: auth,
      schema: { params: DeployRemoteParams, body: PruneBody, response: { 200: envelope(PruneAnswer) } },
    },
    async (request) => {
      const { remote } = request.params;
      await requireRemote(app.db, remote);
      mayChange(request, remote);
      const done = await pruneVersions(app.db, app.objects, remote, { ...request.body, actor: actorName(request) });
      if (done.changed) await changes.changed(done.revision);
      return ok(done.result, done.result.removed.length ? 'pruned' : 'nothing to prune');
    },
  );
};
