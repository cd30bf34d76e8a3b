import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ModifyProfileBody, UserProfile } from '@portal/shared/contract/account';
import { envelope, NoQuery } from '@portal/shared/contract/common';
import { ok } from '../../http/envelope.js';
import { userWriteLimit } from '../../http/limits.js';
import { currentUserId, requireUser } from '../auth/guard.js';
import { nameProblem } from './names.js';
import { renameUser } from './service.js';

/** The signed-in user's profile. */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const writeLimit = userWriteLimit(app);

  app.get(
    '/user/info/get',
    { preHandler: requireUser, schema: { querystring: NoQuery, response: { 200: envelope(UserProfile) } } },
    async (request) => ok(await app.profiles.read(currentUserId(request))),
  );

  app.post(
    '/user/info/modify',
    {
      preHandler: [requireUser, writeLimit],
      schema: { body: ModifyProfileBody, response: { 200: envelope(UserProfile) } },
    },
    async (request) => {
      const userId = currentUserId(request);
      const problem = nameProblem(request.body.name);
      if (problem) throw problem;
      await renameUser(app.db, userId, request.body.name);
      return ok(await app.profiles.written(userId));
    },
  );
};
