import fp from 'fastify-plugin';
import { signingKeys } from './secrets.js';
import { ProfileCache } from '../users/profile-cache.js';
import { TokenVersions } from './token-versions.js';
import { AccessTokens } from './tokens.js';

/**
 * Token machinery shared by every module: `app.accessTokens`, `app.signingKeys`, `request.user` and the
 * signed-in players' profile cache (`app.profiles`). Wrapped with
 * fastify-plugin so sibling modules (and their requireUser preHandlers) see the decorations.
 */
export const authPlugin = fp(
  async (app) => {
    const keys = signingKeys(app.config);
    app.decorate('signingKeys', keys);
    const versions = new TokenVersions(
      app.db,
      app.config.redisUrl
        ? { url: app.config.redisUrl, channel: `${app.config.rateLimitNamespace}token-revoked` }
        : undefined,
    );
    const profiles = new ProfileCache(app.db, versions, app.config.cacheTtlMs);
    app.addHook('onClose', async () => {
      profiles.close();
      await versions.close();
    });
    app.decorate('tokenVersions', versions);
    app.decorate('profiles', profiles);
    app.decorate('accessTokens', new AccessTokens(keys.access, app.config.accessTokenTtlSeconds, app.db, versions));
    app.decorateRequest('user', null);
  },
  { name: 'portal-auth' },
);
