import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { envelope, ok } from '../../http/envelope.js';
import { limiter } from '../../http/limits.js';
import { Nullable } from '../../http/params.js';
import { currentUserId, requireUser } from '../auth/guard.js';
import { GameStats } from '../auth/schemas.js';
import { nameProblem } from './names.js';
import { renameUser, userProfile } from './service.js';

const Profile = Type.Object({
  identity: Type.String(),
  user_id: Type.String(),
  name: Type.String(),
  email: Nullable(Type.String()),
  created_at: Type.String(),
  game_stats: GameStats,
});

// Length is checked by nameProblem (in characters, not UTF-16 units); the schema only bounds the work.
const ModifyBody = Type.Object({ name: Type.String({ maxLength: 200 }) });

/** The signed-in user's profile. */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const writeLimit = limiter(app, {
    name: 'user-write',
    max: app.config.userWriteRateLimit,
    timeWindow: '1 minute',
    key: (request) => request.user?.id ?? request.ip,
  });

  app.get(
    '/user/info/get',
    { preHandler: requireUser, schema: { response: { 200: envelope(Profile) } } },
    async (request) => ok(await userProfile(app.db, currentUserId(request))),
  );

  app.post(
    '/user/info/modify',
    { preHandler: [requireUser, writeLimit], schema: { body: ModifyBody, response: { 200: envelope(Profile) } } },
    async (request) => {
      const userId = currentUserId(request);
      const problem = nameProblem(request.body.name);
      if (problem) throw problem;
      await renameUser(app.db, userId, request.body.name);
      return ok(await userProfile(app.db, userId));
    },
  );
};
