import fp from 'fastify-plugin';
import { signingKeys } from './secrets.js';
import { AccessTokens } from './tokens.js';

/**
 * Token machinery shared by every module: `app.accessTokens`, `app.signingKeys` and `request.user`. Wrapped with
 * fastify-plugin so sibling modules (and their requireUser preHandlers) see the decorations.
 */
export const authPlugin = fp(
  async (app) => {
    const keys = signingKeys(app.config);
    app.decorate('signingKeys', keys);
    app.decorate('accessTokens', new AccessTokens(keys.access, app.config.accessTokenTtlSeconds, app.db));
    app.decorateRequest('user', null);
  },
  { name: 'portal-auth' },
);
