import type { CatalogueCache } from './cache/catalogue-cache.js';
import type { InvalidationBus } from './cache/invalidation-bus.js';
import type { ApiConfig } from './config.js';
import type { Db } from './db/db.js';
import type { CounterBuffer } from './modules/counters/buffer.js';
import type { AuthUser } from './modules/auth/guard.js';
import type { SigningKeys } from './modules/auth/secrets.js';
import type { TokenVersions } from './modules/auth/token-versions.js';
import type { ProfileCache } from './modules/users/profile-cache.js';
import type { AccessTokens } from './modules/auth/tokens.js';
import type { LiveSearchIndex } from './modules/search/engine/live-index.js';
import type { FreeSpaceProbe } from './modules/upload/quota.js';
import type { DeployActor } from './modules/deploy/tokens.js';
import type { DeployChanges } from './modules/deploy/changes.js';
import type { ObjectStore } from '@portal/object-store';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: ApiConfig;
    catalogueCache: CatalogueCache;
    cacheBus: InvalidationBus;
    counterBuffer: CounterBuffer;
    searchIndex: LiveSearchIndex;
    /** Game builds, thumbnails, checked uploads, released remote versions (storage/object-store.ts): every replica's. */
    objects: ObjectStore;
    accessTokens: AccessTokens;
    tokenVersions: TokenVersions;
    profiles: ProfileCache;
    signingKeys: SigningKeys;
    /** Free disk of a folder for the uploads' watermark; unset → statfs (tests decorate the app with their own). */
    uploadFreeSpace?: FreeSpaceProbe;
    /** Hears and announces registry changes (deploy/routes.ts): the deploy routes and the ops console move with it. */
    deployChanges: DeployChanges;
  }
  interface FastifyRequest {
    /** Set by the requireUser / optionalUser preHandlers; null for anonymous requests. */
    user: AuthUser | null;
    /** Set by the deploy routes' token check. */
    deployActor?: DeployActor;
  }
}
