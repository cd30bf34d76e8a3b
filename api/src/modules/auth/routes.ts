import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DEVICE_ID_PATTERN } from '../../http/actor.js';
import { AppError, envelope, ok } from '../../http/envelope.js';
import { verifyProviderToken } from '../identity/provider-token.js';
import { initialName } from '../users/names.js';
import { bumpTokenVersion, upsertLoginUser, userProfile } from '../users/service.js';
import { RECENT_CAP } from '../user-games/service.js';
import { AuthCode } from './errors.js';
import { currentUserId, requireUser } from './guard.js';
import { LoginBody, LoginData, RefreshBody, RefreshData } from './schemas.js';

const deviceIdPattern = new RegExp(DEVICE_ID_PATTERN);

/** Exchanges a provider token for the portal's access token; refresh and logout. */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limit = { rateLimit: { max: app.config.signInIpLimit, timeWindow: '1 minute' } };

  app.post(
    '/auth/login',
    { schema: { body: LoginBody, response: { 200: envelope(LoginData) } }, config: limit },
    async (request) => {
      const { token, guest_games: guestGames = [], ...details } = request.body;
      if (!details.device_id || !deviceIdPattern.test(details.device_id)) {
        throw new AppError(400, 'device_id error', AuthCode.deviceId);
      }
      const verified = await verifyProviderToken(app.signingKeys.provider, token);
      if (!verified) throw new AppError(401, 'Login token is invalid or has expired', AuthCode.providerTokenInvalid);
      const user = await upsertLoginUser(
        app.db,
        { identity: verified.identity, email: verified.email, name: initialName(verified.name), details, guestGames },
        RECENT_CAP,
      );
      const access = await app.accessTokens.issue(user.id, user.token_version);
      const { identity, user_id, name, game_stats } = await userProfile(app.db, user.id);
      return ok({
        access_token: access.token,
        expires_at: access.expiresAt,
        user: { identity, user_id, name, game_stats },
      });
    },
  );

  app.post(
    '/auth/refresh',
    { schema: { body: RefreshBody, response: { 200: envelope(RefreshData) } }, config: limit },
    async (request) => {
      const verified = await app.accessTokens.verify(request.body.access_token, app.config.refreshGraceSeconds);
      const access = await app.accessTokens.issue(verified.userId, verified.version);
      return ok({ access_token: access.token, expires_at: access.expiresAt });
    },
  );

  // Under /user/ so the front end's client sends the bearer token with it.
  app.post(
    '/user/logout',
    { schema: { response: { 200: envelope(Type.Object({ done: Type.Boolean() })) } }, preHandler: requireUser },
    async (request) => {
      await bumpTokenVersion(app.db, currentUserId(request));
      return ok({ done: true });
    },
  );
};
