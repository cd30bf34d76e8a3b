/** Health contract: liveness and readiness, for load balancers and orchestrators. */
import { Type } from 'typebox';

export const Health = Type.Object({ status: Type.Literal('ok') });

export const Readiness = Type.Object({
  database: Type.String(),
  migrations: Type.Integer(),
  redis: Type.Union([Type.Literal('ok'), Type.Literal('not configured')]),
  /**
   * The replicas' cache invalidation bus: connected, down (this replica serves cached answers for a short TTL only,
   * still ready), or not needed (one process, embedded database).
   */
  cache_bus: Type.Union([Type.Literal('ok'), Type.Literal('down'), Type.Literal('local')]),
});
