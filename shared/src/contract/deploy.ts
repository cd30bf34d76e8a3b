/**
 * Deploy contract: the registry of remotes and their releases, kept by the API (api/src/modules/deploy) and read by
 * the edge and the release commands, with deploy tokens (docs/api.md#deploy). Every answer is in the API's usual
 * envelope (`data` holds what is described here).
 */
import { Type, type Static } from 'typebox';
import { Nullable } from './common';
import { REMOTE_NAME_PATTERN } from './remote-health';

/** A version's name: <package version>-<content hash>, as the build names its folder. */
export const DEPLOY_VERSION_PATTERN = '^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$';
/** A deploy token: `pdt_` and 32 random bytes in base64url. */
export const DEPLOY_TOKEN_PATTERN = '^pdt_[A-Za-z0-9_-]{43}$';
export const DEPLOY_ROLES = ['team', 'operator', 'edge'] as const;
export type DeployRole = (typeof DEPLOY_ROLES)[number];
/** The actor of the edge's own decisions in the history. */
export const EDGE_ACTOR = 'edge (automatic rollback)';
/** Longest a registry request with `after` is held before it answers 204. */
export const DEPLOY_LONG_POLL_SECONDS = 25;

export const DEPLOY_ERROR_CODES = {
  /** No token, or one that is unknown, malformed or revoked. */
  unauthorized: 40180,
  /** A valid token that may not do this (another team's remote, an edge token releasing). */
  forbidden: 40380,
  unknownRemote: 40480,
  unknownVersion: 40481,
  /** A sealed version's file sent again with other bytes. */
  sealed: 40980,
  /** A move the remote's state does not allow (a release while a canary runs, a promote with none). */
  conflict: 40981,
  /** Seal found a file missing or different from its hash, or no manifest or remote entry. */
  incomplete: 42280,
  /** Rollback without a version when the history has no release before the current one. */
  noPrevious: 40982,
  /** Unregistering a remote visitors are still served (a current version or a canary) without `force`. */
  served: 40983,
} as const;

const Remote = Type.String({ pattern: REMOTE_NAME_PATTERN });
const Version = Type.String({ pattern: DEPLOY_VERSION_PATTERN });
const Reason = Type.String({ minLength: 1, maxLength: 500 });
/** The numbers behind an automatic decision (failing sessions, rates): kept as the edge sent them. */
const Health = Type.Record(Type.String(), Type.Unknown());

export const DeployRemoteParams = Type.Object({ remote: Remote });
export const DeployVersionParams = Type.Object({ remote: Remote, version: Version });

export const RegistryVersion = Type.Object({
  version: Version,
  publishedAt: Type.String({ format: 'date-time' }),
  integrity: Type.Optional(Type.String()),
  manifestIntegrity: Type.Optional(Type.String()),
});
export const RegistryCanary = Type.Object({ version: Version, percent: Type.Number() });
export const RegistryPin = Type.Object({ version: Version, until: Type.String({ format: 'date-time' }) });
/** The release (or promotion) of the current version the edge still watches: the last pointer move, if it is one. */
export const WatchedRelease = Type.Object({
  action: Type.String(),
  version: Version,
  previous: Version,
  at: Type.String({ format: 'date-time' }),
});
export const RegistryRemote = Type.Object({
  current: Nullable(Type.String()),
  canary: Type.Union([RegistryCanary, Type.Null()]),
  versions: Type.Array(RegistryVersion),
  pins: Type.Array(RegistryPin),
  watched: Type.Union([WatchedRelease, Type.Null()]),
});
export const Registry = Type.Object({
  revision: Type.Integer({ minimum: 0, description: 'Grows with every change to the registry.' }),
  remotes: Type.Record(Type.String(), RegistryRemote),
});
export const RegistryQuery = Type.Object({
  after: Type.Optional(
    Type.Integer({ minimum: 0, description: 'Hold the request until the revision passes this (204 on time-out).' }),
  ),
  wait: Type.Integer({
    minimum: 1,
    maximum: DEPLOY_LONG_POLL_SECONDS,
    default: DEPLOY_LONG_POLL_SECONDS,
    description: 'Seconds to hold a request with `after`.',
  }),
});

export const SealBody = Type.Object({
  files: Type.Record(Type.String({ minLength: 1, maxLength: 700 }), Type.String({ pattern: '^[0-9a-f]{64}$' }), {
    minProperties: 1,
    maxProperties: 5000,
  }),
});
export const SealedVersion = Type.Object({
  remote: Remote,
  version: Version,
  publishedAt: Type.String({ format: 'date-time' }),
  integrity: Nullable(Type.String()),
  manifestIntegrity: Nullable(Type.String()),
  created: Type.Boolean({ description: 'False when the same content was sealed before.' }),
});
export const StoredFile = Type.Object({ key: Type.String(), size: Type.Integer(), sha256: Type.String() });

export const ReleaseBody = Type.Object({
  version: Version,
  percent: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100 })),
  reason: Type.Optional(Reason),
});
export const PromoteBody = Type.Object({ reason: Type.Optional(Reason) });
export const CanaryEndBody = Type.Object({
  reason: Type.Optional(Reason),
  health: Type.Optional(Health),
  onlyVersion: Type.Optional(Version),
});
export const RollbackBody = Type.Object({
  version: Type.Optional(Version),
  reason: Type.Optional(Reason),
  health: Type.Optional(Health),
  onlyFrom: Type.Optional(Version),
});
export const WatchEndBody = Type.Object({ version: Version, reason: Reason, health: Type.Optional(Health) });
export const PinBody = Type.Object({
  version: Version,
  minutes: Type.Integer({ minimum: 1, maximum: 10_080 }),
  reason: Type.Optional(Reason),
});
export const RegisterRemoteBody = Type.Object({ name: Remote });
export const UnregisterRemoteQuery = Type.Object({
  force: Type.Boolean({
    default: false,
    description: 'Unregister it even while visitors are served a version of it (current or canary).',
  }),
  reason: Type.Optional(Reason),
});
/** What unregistering a remote removed: its pointer as it was, its sealed versions, its team tokens (revoked). */
export const UnregisteredRemote = Type.Object({
  name: Remote,
  current: Nullable(Type.String()),
  canary: Nullable(Type.String()),
  versions: Type.Array(Type.String()),
  revokedTokens: Type.Integer({ minimum: 0 }),
  revision: Type.Integer(),
});
/** Pruning keeps the versions the last `keep` pointer moves name (and what the pointer, pins and caches need). */
export const PruneBody = Type.Object({
  keep: Type.Integer({ minimum: 1, maximum: 1000 }),
  reason: Type.Optional(Reason),
});
export const PruneAnswer = Type.Object({ kept: Type.Array(Type.String()), removed: Type.Array(Type.String()) });

/** What a move did: `moved` false when nothing changed (already current, no canary to drop, a guard did not hold). */
export const DeployMove = Type.Object({
  remote: Remote,
  action: Nullable(Type.String()),
  version: Nullable(Type.String()),
  previous: Nullable(Type.String()),
  moved: Type.Boolean(),
  droppedCanary: Type.Optional(Type.String()),
  revision: Type.Integer(),
});
export const PinAnswer = Type.Object({ version: Version, until: Type.String({ format: 'date-time' }) });
export const RegisteredRemote = Type.Object({ name: Remote, created: Type.Boolean() });
/** A team token for one remote, made by an operator: `token` is shown this once (only its hash is kept). */
export const TeamTokenBody = Type.Object({ label: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }) });
export const TeamToken = Type.Object({
  id: Type.String(),
  token: Type.String({ pattern: DEPLOY_TOKEN_PATTERN }),
  remote: Remote,
  label: Type.String(),
});

export const HistoryEntry = Type.Object({
  action: Type.String(),
  version: Nullable(Type.String()),
  previous: Nullable(Type.String()),
  at: Type.String({ format: 'date-time' }),
  actor: Type.String(),
  reason: Nullable(Type.String()),
  percent: Type.Optional(Type.Number()),
  health: Type.Optional(Health),
  droppedCanary: Type.Optional(Type.String()),
});
export const HistoryQuery = Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 1000, default: 200 }) });

export type Registry = Static<typeof Registry>;
export type RegistryRemote = Static<typeof RegistryRemote>;
export type HistoryEntry = Static<typeof HistoryEntry>;
export type DeployMove = Static<typeof DeployMove>;
