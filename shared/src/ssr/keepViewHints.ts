import { currentUserAtom } from '../state/auth';
import { recentGamesHintValue, recentlyPlayedAtom, RECENT_GAMES_HINT } from '../state/recentlyPlayed';
import { portalStore } from '../state/store';
import { writeViewHint } from './viewHints';

/** The view hint that holds the signed-in player's name, for the header and greeting of the next first view. */
export const PLAYER_NAME_HINT = 'name';

/**
 * Keeps the view hints of the shared state in step with it: the recently played list (a guest's, or the account's
 * once synced after sign-in) and the signed-in player's name, cleared at sign-out. Called once by the shell.
 */
export function keepViewHints(): () => void {
  const recent = () => writeViewHint(RECENT_GAMES_HINT, recentGamesHintValue(portalStore.get(recentlyPlayedAtom)));
  const name = () => writeViewHint(PLAYER_NAME_HINT, portalStore.get(currentUserAtom)?.name ?? null);
  recent();
  name();
  const stops = [portalStore.sub(recentlyPlayedAtom, recent), portalStore.sub(currentUserAtom, name)];
  return () => stops.forEach((stop) => stop());
}
