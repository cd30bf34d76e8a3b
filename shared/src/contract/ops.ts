/**
 * Operations console contract (api/src/modules/ops): the registry, remote health and release history for people
 * with the operator role, and the deploy API's moves made with their session. Signed in (bearer access token) and
 * an operator, else 401 / 403 (STUDIO_ERROR_CODES.notOperator). Answers are in the API's usual envelope.
 */
import { Type, type Static } from 'typebox';
import { Nullable } from './common';
import { DeployMove, HistoryEntry, RegistryCanary, RegistryPin, WatchedRelease } from './deploy';
import { REMOTE_NAME_PATTERN } from './remote-health';

/** Days of health a console answer covers by default, and at most. */
export const OPS_HEALTH_DAYS = 14;
export const OPS_MAX_HEALTH_DAYS = 30;
/** Longest reason an operator gives for a move from the console. */
export const OPS_REASON_MAX = 200;
/** The moves the console offers: the deploy API's promote, rollback and canary end. */
export const OPS_ACTIONS = ['promote', 'rollback', 'end-canary'] as const;
export type OpsAction = (typeof OPS_ACTIONS)[number];
/** What the history's actor says after the operator's name for a move made from the console. */
export const OPS_ACTOR_SUFFIX = ' (ops console)';

export const OpsAccess = Type.Object({ operator: Type.Boolean() });

/** One version of a remote on one UTC day: sessions that ran it, how many failed, server renders that failed. */
export const OpsHealthDay = Type.Object({
  version: Type.String(),
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  sessions: Type.Integer({ minimum: 0 }),
  failing: Type.Integer({ minimum: 0 }),
  /** failing / sessions, 0 without sessions. */
  failureRate: Type.Number({ minimum: 0, maximum: 1 }),
  /** Sessions whose server render threw or ran out of time (ssr-throw, ssr-timeout). */
  ssrFailures: Type.Integer({ minimum: 0 }),
});

/** Error reports of one version over the console's window: sessions per kind of failure, and the latest message. */
export const OpsErrorReport = Type.Object({
  version: Type.String(),
  /** A remote-health kind other than `load` (load-error, integrity-error, render-error, error, ssr-throw, …). */
  kind: Type.String(),
  sessions: Type.Integer({ minimum: 0 }),
  lastMessage: Nullable(Type.String()),
  lastSeen: Type.String({ format: 'date-time' }),
});

export const OpsVersion = Type.Object({ version: Type.String(), publishedAt: Type.String({ format: 'date-time' }) });

export const OpsRemote = Type.Object({
  name: Type.String(),
  /** The version visitors get (null before the first release). */
  current: Nullable(Type.String()),
  canary: Type.Union([RegistryCanary, Type.Null()]),
  pins: Type.Array(RegistryPin),
  /** The release the edge still watches after a release or promotion, if any. */
  watched: Type.Union([WatchedRelease, Type.Null()]),
  /** The versions that were current before, newest first (what a rollback goes back to is the first). */
  previous: Type.Array(Type.String()),
  /** Every sealed version, newest first. */
  versions: Type.Array(OpsVersion),
  /** Oldest day first. */
  health: Type.Array(OpsHealthDay),
  /** Most sessions first. */
  errors: Type.Array(OpsErrorReport),
});

export const OpsRemotesQuery = Type.Object({
  days: Type.Integer({ minimum: 1, maximum: OPS_MAX_HEALTH_DAYS, default: OPS_HEALTH_DAYS }),
});
export const OpsRemotes = Type.Object({
  revision: Type.Integer({ minimum: 0 }),
  /** By name. */
  remotes: Type.Array(OpsRemote),
});

export const OpsHistoryQuery = Type.Object({
  remote: Type.Optional(Type.String({ pattern: REMOTE_NAME_PATTERN })),
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
});
/** A history entry of any remote: moves from the console name the operator (`<name> (ops console)`) and the reason. */
export const OpsHistoryEntry = Type.Object({ remote: Type.String(), ...HistoryEntry.properties });
export const OpsHistory = Type.Object({ entries: Type.Array(OpsHistoryEntry) });

export const OpsModeration = Type.Object({
  /** Uploads waiting for a moderator. */
  waiting: Type.Integer({ minimum: 0 }),
  oldestSubmittedAt: Nullable(Type.String({ format: 'date-time' })),
});

export const OpsActionParams = Type.Object({
  remote: Type.String({ pattern: REMOTE_NAME_PATTERN }),
  action: Type.Enum([...OPS_ACTIONS]),
});
export const OpsActionBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: OPS_REASON_MAX }) },
  { additionalProperties: false },
);
/** The deploy API's answer to the same move. */
export const OpsMove = DeployMove;

/** A user with the operator role given by the API or the CLI (OPERATOR_EMAILS and OPERATOR_IDS are the config's). */
export const OpsOperator = Type.Object({ id: Type.String(), email: Nullable(Type.String()), name: Type.String() });
export const OpsOperators = Type.Object({ operators: Type.Array(OpsOperator) });
/** Grants (true) or revokes (false) the role of the user with this email or id. */
export const OpsOperatorBody = Type.Object(
  { who: Type.String({ minLength: 1, maxLength: 320 }), operator: Type.Boolean() },
  { additionalProperties: false },
);

export type OpsRemote = Static<typeof OpsRemote>;
export type OpsRemotes = Static<typeof OpsRemotes>;
export type OpsHistory = Static<typeof OpsHistory>;
export type OpsModeration = Static<typeof OpsModeration>;
export type OpsAccess = Static<typeof OpsAccess>;
export type OpsMove = Static<typeof OpsMove>;
export type OpsOperator = Static<typeof OpsOperator>;
export type OpsOperators = Static<typeof OpsOperators>;
