import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { authAtom, portalStore } from '@portal/shared';
import { gameOriginOf } from '@portal/shared/catalogue/gameOrigins';
import {
  answer,
  hello,
  HANDSHAKE_INTERVAL_MS,
  HANDSHAKE_TRIES,
  jsonBytes,
  parseGameMessage,
  refuse,
  restart as restartMessage,
  SAVE_MAX_BYTES,
  saveJson,
  type GameEvent,
  type GameMessage,
  type GameNotice,
  type PortalMessage,
} from './protocol';
import { loadSave, storeSave } from './saves';

export type BridgeStatus = 'connecting' | 'connected' | 'failed';

export interface GameBridgeOptions {
  frame: RefObject<HTMLIFrameElement | null>;
  slug: string;
  /**
   * The games base origin (runtime config): the game's own origin derived from it and `slug` is the only origin
   * whose messages are read and to which answers go.
   */
  gamesOrigin: string;
  /** The portal's current locale, the answer to getLanguage. */
  locale: string;
  /** Every notice the game sends once it is connected (ready, loadingStart … gameOver, with its score). */
  onEvent: (event: GameEvent, notice: GameNotice) => void;
}

const gameOrigin = (gamesOrigin: string, slug: string) => {
  try {
    return gameOriginOf(gamesOrigin, slug);
  } catch {
    return null;
  }
};

/**
 * The portal's half of the game bridge. After each load of the frame it says hello, once a second and at most
 * 10 times (product §9), until the game answers ready; then it relays the game's notices and answers its requests.
 * A message counts only when it comes from this game's own origin AND from this frame's window AND has the
 * protocol's shape; everything else on the page's message channel (another game's origin included) is ignored.
 */
export function useGameBridge({ frame, slug, gamesOrigin, locale, onEvent }: GameBridgeOptions) {
  const [status, setStatus] = useState<BridgeStatus>('connecting');
  const origin = gameOrigin(gamesOrigin, slug);
  const latest = useRef({ locale, onEvent });
  latest.current = { locale, onEvent };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const connected = useRef(false);
  /** The game in the frame now said it restarts on request (PortalBridge.onRestart). */
  const restartable = useRef(false);

  const post = useCallback(
    (message: PortalMessage) => {
      const target = frame.current?.contentWindow;
      if (target && origin) target.postMessage(message, origin);
    },
    [frame, origin],
  );

  const stopHandshake = () => clearTimeout(timer.current);

  /** Starts (or restarts, after the frame reloaded itself) the handshake. */
  const onFrameLoad = useCallback(() => {
    clearTimeout(timer.current);
    connected.current = false;
    restartable.current = false;
    let tries = 0;
    const knock = () => {
      if (connected.current) return;
      if (tries === HANDSHAKE_TRIES) {
        setStatus('failed');
        return;
      }
      tries += 1;
      post(hello());
      timer.current = setTimeout(knock, HANDSHAKE_INTERVAL_MS);
    };
    knock();
  }, [post]);

  /** Back to the start, for a new frame (retry). */
  const reset = useCallback(() => {
    clearTimeout(timer.current);
    connected.current = false;
    setStatus('connecting');
  }, []);

  /**
   * Asks the game for a new round. False when it cannot restart in place (a game without onRestart): the caller
   * reloads the frame instead.
   */
  const restart = useCallback(() => {
    if (!connected.current || !restartable.current) return false;
    post(restartMessage());
    return true;
  }, [post]);

  /** The frame itself failed to load. */
  const fail = useCallback(() => {
    clearTimeout(timer.current);
    setStatus('failed');
  }, []);

  useEffect(() => {
    const respond = async (message: Exclude<GameMessage, { type: GameEvent }>): Promise<PortalMessage> => {
      switch (message.type) {
        case 'getLanguage':
          return answer(message.id, latest.current.locale);
        case 'getUser': {
          const auth = portalStore.get(authAtom);
          return answer(message.id, auth.isLoggedIn && auth.user ? { name: auth.user.name } : null);
        }
        case 'loadData':
          return loadSave(slug).then(
            (data) => answer(message.id, data),
            () => refuse(message.id, 'failed'),
          );
        case 'saveData': {
          const json = saveJson(message.data);
          if (json === null) return refuse(message.id, 'invalid');
          if (jsonBytes(json) > SAVE_MAX_BYTES) return refuse(message.id, 'too_large');
          return storeSave(slug, json).then(
            () => answer(message.id, true),
            () => refuse(message.id, 'failed'),
          );
        }
      }
    };

    const onMessage = (event: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (!origin || event.origin !== origin || !source || event.source !== source) return;
      const message = parseGameMessage(event.data);
      if (!message) return;
      if ('id' in message) {
        void respond(message).then(post);
        return;
      }
      if (message.type === 'ready') {
        if (connected.current) return;
        connected.current = true;
        stopHandshake();
        setStatus('connected');
      }
      if (message.type === 'restartable') restartable.current = true;
      latest.current.onEvent(message.type, message);
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer.current);
    };
  }, [frame, origin, slug, post]);

  return { status, onFrameLoad, reset, fail, restart };
}
