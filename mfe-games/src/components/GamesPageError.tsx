import type { ReactNode } from 'react';
import { isNotFound } from '@portal/shared';
import { PageError } from './PageStates';
import SuggestedGames from './SuggestedGames';

/** A games page's error; a game, category or tag that does not exist also offers popular games (a 404 page). */
export function GamesPageError(props: { error: unknown; onRetry: () => void; notFound: ReactNode }) {
  return (
    <>
      <PageError {...props} />
      {isNotFound(props.error) && <SuggestedGames />}
    </>
  );
}
