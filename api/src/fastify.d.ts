import type { CatalogueCache } from './cache/catalogue-cache.js';
import type { ApiConfig } from './config.js';
import type { Db } from './db/db.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: ApiConfig;
    catalogueCache: CatalogueCache;
  }
}
