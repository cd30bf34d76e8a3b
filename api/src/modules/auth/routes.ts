import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LoginBody, LoginResponse, RefreshBody, RefreshResponse } from '@portal/shared/contract/account';
import { Done, envelope, NoQuery } from '@portal/shared/contract/common';
import { DEVICE_ID_PATTERN } from '@portal/shared/device/deviceId';
import { ACCOUNT_ERROR_CODES } from '@portal/shared/types/account';
import { AppError, ok } from '../../http/envelope.js';
import { useProviderToken, verifyProviderToken } from '../identity/provider-token.js';
import { initialName } from '../users/names.js';
import { bumpTokenVersion, upsertLoginUser } from '../users/service.js';
import { RECENT_CAP } from '../user-games/service.js';
import { currentUserId, requireUser } from './guard.js';

const deviceIdPattern = new RegExp(DEVICE_ID_PATTERN);

/** Exchanges a provider token for the portal's access token; refresh and logout. */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limit = { rateLimit: { max: app.config.signInIpLimit, timeWindow: '1 minute' } };

  app.post(
    '/auth/login',
    { schema: { body: LoginBody, response: { 200: envelope(LoginResponse) } }, config: limit },
    async (request) => {
      const { token, guest_games: guestGames = [], ...details } = request.body;
      if (!details.device_id || !deviceIdPattern.test(details.device_id)) {
        throw new AppError(400, 'device_id error', ACCOUNT_ERROR_CODES.deviceId);
      }
      const verified = await verifyProviderToken(app.signingKeys.provider, token);
      if (!verified || !(await useProviderToken(app.db, verified)))
        throw new AppError(401, 'Login token is invalid or has expired', ACCOUNT_ERROR_CODES.providerTokenInvalid);
      const user = await upsertLoginUser(
        app.db,
        { identity: verified.identity, email: verified.email, name: initialName(verified.name), details, guestGames },
        RECENT_CAP,
      );
      const access = await app.accessTokens.issue(user.id, user.token_version);
      const { identity, user_id, name, game_stats } = await app.profiles.written(user.id);
      return ok({
        access_token: access.token,
        expires_at: access.expiresAt,
        user: { identity, user_id, name, game_stats },
      });
    },
  );

  app.post(
    '/auth/refresh',
    { schema: { body: RefreshBody, response: { 200: envelope(RefreshResponse) } }, config: limit },
    async (request) => {
      const verified = await app.accessTokens.verify(request.body.access_token, app.config.refreshGraceSeconds);
      const access = await app.accessTokens.issue(verified.userId, verified.version);
      return ok({ access_token: access.token, expires_at: access.expiresAt });
    },
  );

  // Under /user/ so the front end's client sends the bearer token with it.
  app.post(
    '/user/logout',
    { schema: { querystring: NoQuery, response: { 200: envelope(Done) } }, preHandler: requireUser },
    async (request) => {
      const userId = currentUserId(request);
      await bumpTokenVersion(app.db, userId);
      await app.tokenVersions.revoked([userId]);
      return ok({ done: true });
    },
  );
};
