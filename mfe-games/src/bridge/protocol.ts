import { PROGRESS_MAX_BYTES } from '@portal/shared';

/**
 * The postMessage protocol between the portal and a game in its frame (documented for game makers in docs/game-makers.md,
 * "Game bridge"). Every message is a plain object tagged with `source: 'portal-bridge'`; anything else is ignored.
 */
export const BRIDGE_SOURCE = 'portal-bridge';
/**
 * Still 1 on the wire: the start handshake (hello's `launch`), `restart`, `restartable` and `gameOver` were added as
 * optional fields and message types, which games made for the first protocol ignore or never send.
 */
export const BRIDGE_VERSION = 1;
/** Product §9, game SDK: up to 10 tries at 1 s. */
export const HANDSHAKE_TRIES = 10;
export const HANDSHAKE_INTERVAL_MS = 1000;
/** Largest save a game may store, in bytes of JSON (the API's limit for /user/g/report). */
export const SAVE_MAX_BYTES = PROGRESS_MAX_BYTES;
const MAX_ID_LENGTH = 64;

/** Game → portal notices: no answer expected. */
export const GAME_EVENTS = [
  'ready',
  'loadingStart',
  'loadingFinished',
  'gameplayStart',
  'gameplayStop',
  'happyTime',
  /** The game starts a new round on `restart` (PortalBridge.onRestart) instead of needing a reload. */
  'restartable',
  /** A round ended; the message may carry a `score`. */
  'gameOver',
] as const;
export type GameEvent = (typeof GAME_EVENTS)[number];
/** Game → portal requests: each carries an `id` and gets one `response` with the same id. */
export const GAME_REQUESTS = ['saveData', 'loadData', 'getLanguage', 'getUser'] as const;
export type GameRequest = (typeof GAME_REQUESTS)[number];

/** A notice as the portal reads it: a game over keeps its score (null when the game gave none). */
export type GameNotice = { type: Exclude<GameEvent, 'gameOver'> } | { type: 'gameOver'; score: number | null };

export type GameMessage =
  GameNotice | { type: 'saveData'; id: string; data: unknown } | { type: Exclude<GameRequest, 'saveData'>; id: string };

export type PortalMessage =
  /** launch 'play': the player pressed the portal's Play, so the game skips its own title screen. */
  | { source: typeof BRIDGE_SOURCE; version: typeof BRIDGE_VERSION; type: 'hello'; launch: 'play' }
  | { source: typeof BRIDGE_SOURCE; version: typeof BRIDGE_VERSION; type: 'restart' }
  | {
      source: typeof BRIDGE_SOURCE;
      version: typeof BRIDGE_VERSION;
      type: 'response';
      id: string;
      ok: true;
      data: unknown;
    }
  | {
      source: typeof BRIDGE_SOURCE;
      version: typeof BRIDGE_VERSION;
      type: 'response';
      id: string;
      ok: false;
      error: BridgeErrorCode;
    };

/** Why a request failed, as the game sees it. */
export type BridgeErrorCode = 'invalid' | 'too_large' | 'failed';

const isEvent = (type: unknown): type is GameEvent => (GAME_EVENTS as readonly unknown[]).includes(type);
const isRequest = (type: unknown): type is GameRequest => (GAME_REQUESTS as readonly unknown[]).includes(type);
const isId = (id: unknown): id is string => typeof id === 'string' && id.length > 0 && id.length <= MAX_ID_LENGTH;

/** The JSON text of a save, or null when the value is not plain JSON data (undefined, functions, cycles…). */
export function saveJson(data: unknown): string | null {
  if (data === undefined) return null;
  try {
    const text = JSON.stringify(data);
    return typeof text === 'string' ? text : null;
  } catch {
    return null;
  }
}

export const jsonBytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * A game's message in the protocol's shape, or null for anything else (other senders' messages, other versions'
 * unknown types, malformed fields). A saveData whose data is not JSON still parses, so the game gets an answer.
 */
export function parseGameMessage(value: unknown): GameMessage | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const message = value as Record<string, unknown>;
  if (message.source !== BRIDGE_SOURCE) return null;
  const { type } = message;
  if (isEvent(type)) {
    if (type !== 'gameOver') return { type };
    const { score } = message;
    return { type, score: typeof score === 'number' && Number.isFinite(score) ? score : null };
  }
  if (!isRequest(type) || !isId(message.id)) return null;
  if (type === 'saveData') return { type, id: message.id, data: message.data };
  return { type, id: message.id };
}

/** The portal creates a game's frame only when the player presses Play, so every hello launches the game. */
export const hello = (): PortalMessage => ({
  source: BRIDGE_SOURCE,
  version: BRIDGE_VERSION,
  type: 'hello',
  launch: 'play',
});
export const restart = (): PortalMessage => ({ source: BRIDGE_SOURCE, version: BRIDGE_VERSION, type: 'restart' });
export const answer = (id: string, data: unknown): PortalMessage => ({
  source: BRIDGE_SOURCE,
  version: BRIDGE_VERSION,
  type: 'response',
  id,
  ok: true,
  data,
});
export const refuse = (id: string, error: BridgeErrorCode): PortalMessage => ({
  source: BRIDGE_SOURCE,
  version: BRIDGE_VERSION,
  type: 'response',
  id,
  ok: false,
  error,
});
