import type { GameLikeResult } from '../types/account';
import { authAtom } from '../state/auth';
import { portalStore } from '../state/store';
import { apiRequest } from './client';
import { counted } from './catalogue';

/**
 * The one way the front end likes or unlikes a game, `POST`/`DELETE /g/{slug}/like`: a signed-in player likes as
 * themselves (apiRequest adds their bearer token) and gets their totals back in `game_stats`; a guest likes as this
 * device, with the game's counter token. Sets (not toggles) the state, so a repeated call is harmless.
 */
export function setGameLike(slug: string, like: boolean): Promise<GameLikeResult> {
  const method = like ? 'POST' : 'DELETE';
  if (portalStore.get(authAtom).isLoggedIn)
    return apiRequest<GameLikeResult>(`/g/${encodeURIComponent(slug)}/like`, { method, showToast: false });
  return counted<GameLikeResult>(slug, 'like', method);
}
