/**
 * Remote health contract: what the shell reports about the remotes a page ran (loads, load failures, integrity
 * failures, render errors caught by a remote's error boundary, unhandled errors attributed to a remote), what the
 * edge reports about what it saw itself (server-render throws and timeouts, a version's files failing), and the
 * per-version summary the edge's automatic rollback and `npm run releases` read.
 */
import { Type, type Static, type TSchema } from 'typebox';

/**
 * A remote's name as the registry allows it (edge/src/delivery/registry.ts): the four teams' remotes and any registered
 * later (remotes own their routes, docs/architecture.md). The shell is not a remote.
 */
export const REMOTE_NAME_PATTERN = '^(?!shell$)[a-z][a-z0-9_]{0,39}$';
/** What a browser reports. */
export const BROWSER_HEALTH_KINDS = ['load', 'load-error', 'integrity-error', 'render-error', 'error'] as const;
/** What the edge saw itself: its server render threw or ran out of time, or it failed to serve a version's file. */
export const SERVER_HEALTH_KINDS = ['ssr-throw', 'ssr-timeout', 'file-error'] as const;
export type BrowserHealthKind = (typeof BROWSER_HEALTH_KINDS)[number];
export type ServerHealthKind = (typeof SERVER_HEALTH_KINDS)[number];
export type RemoteHealthKind = BrowserHealthKind | ServerHealthKind;
export const MAX_HEALTH_EVENTS = 50;
export const MAX_HEALTH_MESSAGE = 300;
/** The visitor a report is about: their bucket id (edge/src/delivery/bucket.ts), one session per version. */
export const HEALTH_SESSION_PATTERN = '^[0-9a-f]{16}$';
/** A keyed hash of the address that loaded the page (api/src/modules/remote-health/token.ts). */
export const HEALTH_ADDRESS_PATTERN = '^[A-Za-z0-9_-]{11}$';
/** visitor.address.until.signature, issued by the edge with the page (api/src/modules/remote-health/token.ts). */
export const HEALTH_TOKEN_PATTERN = '^[0-9a-f]{16}\\.[A-Za-z0-9_-]{11}\\.[0-9]{1,15}\\.[A-Za-z0-9_-]{43}$';
const VERSION_PATTERN = '^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$';

/** Stable codes of refused reports. */
export const REMOTE_HEALTH_ERROR_CODES = {
  /** A report without a valid token of a page the edge served for that remote version (forged, tampered, expired). */
  invalidToken: 40360,
  /** A server-side report not signed by the edge. */
  notTheEdge: 40361,
} as const;

const RemoteField = Type.String({ pattern: REMOTE_NAME_PATTERN });
const VersionField = Type.String({ pattern: VERSION_PATTERN });
const MessageField = Type.Optional(Type.String({ maxLength: MAX_HEALTH_MESSAGE }));

/** What one report carries: 1 to MAX_HEALTH_EVENTS events, nothing else. */
const batchOf = <Event extends TSchema>(event: Event) =>
  Type.Object(
    { events: Type.Array(event, { minItems: 1, maxItems: MAX_HEALTH_EVENTS }) },
    { additionalProperties: false },
  );

export const RemoteHealthEvent = Type.Object(
  {
    remote: RemoteField,
    version: VersionField,
    kind: Type.Enum([...BROWSER_HEALTH_KINDS]),
    /** The token the page came with for this remote version (window's #portal-health JSON). */
    token: Type.String({ pattern: HEALTH_TOKEN_PATTERN }),
    message: MessageField,
  },
  { additionalProperties: false },
);
export type RemoteHealthEvent = Static<typeof RemoteHealthEvent>;

export const RemoteHealthBatch = batchOf(RemoteHealthEvent);
export type RemoteHealthBatch = Static<typeof RemoteHealthBatch>;

export const ServerHealthEvent = Type.Object(
  {
    remote: RemoteField,
    version: VersionField,
    kind: Type.Enum([...SERVER_HEALTH_KINDS]),
    session: Type.String({ pattern: HEALTH_SESSION_PATTERN }),
    address: Type.String({ pattern: HEALTH_ADDRESS_PATTERN }),
    message: MessageField,
  },
  { additionalProperties: false },
);
export type ServerHealthEvent = Static<typeof ServerHealthEvent>;

export const ServerHealthBatch = batchOf(ServerHealthEvent);
export type ServerHealthBatch = Static<typeof ServerHealthBatch>;

/** How many of the batch's events counted: a visitor's session counts each kind once per version. */
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
