import fp from 'fastify-plugin';
import { signingKeys } from './secrets.js';
import { TokenVersions } from './token-versions.js';
import { AccessTokens } from './tokens.js';

/**
 * Token machinery shared by every module: `app.accessTokens`, `app.signingKeys` and `request.user`. Wrapped with
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
    app.addHook('onClose', () => versions.close());
    app.decorate('tokenVersions', versions);
    app.decorate('accessTokens', new AccessTokens(keys.access, app.config.accessTokenTtlSeconds, app.db, versions));
    app.decorateRequest('user', null);
  },
  { name: 'portal-auth' },
);
