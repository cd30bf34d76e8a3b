/**
 * Remote health contract: what the shell reports about the remotes a session ran (loads, load failures, render
 * errors caught by a remote's error boundary, unhandled errors attributed to a remote), and the per-version summary
 * the edge's automatic rollback and `npm run releases` read.
 */
import { Type, type Static } from 'typebox';

/**
 * A remote's name as the registry allows it (shell/server/registry.ts): the four teams' remotes and any registered
 * later (remotes own their routes, docs/architecture.md). The shell is not a remote.
 */
export const REMOTE_NAME_PATTERN = '^(?!shell$)[a-z][a-z0-9_]{0,39}$';
export const REMOTE_HEALTH_KINDS = ['load', 'load-error', 'render-error', 'error'] as const;
export type RemoteHealthKind = (typeof REMOTE_HEALTH_KINDS)[number];
export const MAX_HEALTH_EVENTS = 50;
export const MAX_HEALTH_MESSAGE = 300;
/** A tab's random session id (shell/src/federation/health.ts). */
export const HEALTH_SESSION_PATTERN = '^[0-9a-f]{16,32}$';
const VERSION_PATTERN = '^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$';

const RemoteField = Type.String({ pattern: REMOTE_NAME_PATTERN });

export const RemoteHealthEvent = Type.Object(
  {
    remote: RemoteField,
    version: Type.String({ pattern: VERSION_PATTERN }),
    kind: Type.Union(REMOTE_HEALTH_KINDS.map((kind) => Type.Literal(kind))),
    message: Type.Optional(Type.String({ maxLength: MAX_HEALTH_MESSAGE })),
  },
  { additionalProperties: false },
);
export type RemoteHealthEvent = Static<typeof RemoteHealthEvent>;

export const RemoteHealthBatch = Type.Object(
  {
    session: Type.String({ pattern: HEALTH_SESSION_PATTERN }),
    events: Type.Array(RemoteHealthEvent, { minItems: 1, maxItems: MAX_HEALTH_EVENTS }),
  },
  { additionalProperties: false },
);
export type RemoteHealthBatch = Static<typeof RemoteHealthBatch>;

export const RemoteHealthAccepted = Type.Object({ accepted: Type.Integer({ minimum: 0 }) });

export const RemoteHealthQuery = Type.Object({ remote: RemoteField }, { additionalProperties: false });

export const VersionHealth = Type.Object({
  version: Type.String(),
  /** Sessions that ran this version. */
  sessions: Type.Integer({ minimum: 0 }),
  /** Of those, sessions with at least one failure. */
  failing: Type.Integer({ minimum: 0 }),
});

export const RemoteHealthSummary = Type.Object({ remote: Type.String(), versions: Type.Array(VersionHealth) });
