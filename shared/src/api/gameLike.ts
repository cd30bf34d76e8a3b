import type { LikeResult } from '../types/account';
import { authAtom } from '../state/auth';
import { portalStore } from '../state/store';
import { setLike } from './account';
import { likeGame, unlikeGame } from './catalogue';

/** A like's answer: the game's count after it, and the signed-in player's own totals when there is a player. */
export interface GameLikeResult {
  liked: boolean;
  likes: number;
  game_stats?: LikeResult['game_stats'];
}

/**
 * The one way the front end likes or unlikes a game: guests like as their device, signed-in players as themselves.
 * Sets (not toggles) the state, so a repeated call is harmless.
 */
export function setGameLike(slug: string, like: boolean): Promise<GameLikeResult> {
  if (portalStore.get(authAtom).isLoggedIn) return setLike(slug, like, { showToast: false });
  return like ? likeGame(slug) : unlikeGame(slug);
}
