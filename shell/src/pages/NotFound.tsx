import { ErrorScreen } from '../errors/ErrorScreen';
import { useOptionalRemote } from '../federation/useOptionalRemote';

/**
 * A path that matches no page: the non-fatal 404, inside the layout (product §2), and below it popular games from
 * the games remote (after hydration; nothing when the remote cannot load).
 */
export function NotFound() {
  const SuggestedGames = useOptionalRemote<Record<string, never>>('games', 'SuggestedGames');
  return (
    <>
      <ErrorScreen status={404} variant="not-found" />
      {SuggestedGames && <SuggestedGames />}
    </>
  );
}
