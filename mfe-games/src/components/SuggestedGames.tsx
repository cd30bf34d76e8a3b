import { useTranslation } from 'react-i18next';
import { loadFailed, useApiQuery, usePageLocale } from '@portal/shared';
import { gamesQueries } from '../api/queries';
import { NAMESPACE } from '../i18n';
import { GameGrid } from './GameGrid';
import { GridSkeleton } from './PageStates';
import './suggested-games.css';

/** How many popular games a dead end offers. */
export const SUGGESTED_COUNT = 8;

/**
 * Popular games offered on a page that leads nowhere (the shell's 404), exposed for the shell to mount under its
 * error screen. Says nothing when the games cannot be read: the page's own way home is still there.
 */
export default function SuggestedGames() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const games = useApiQuery(gamesQueries.hot(locale, SUGGESTED_COUNT));
  if (loadFailed(games) || games.data?.length === 0) return null;
  return (
    <section className="suggested-games" aria-labelledby="suggested-games-title" data-testid="suggested-games">
      <h2 id="suggested-games-title">{t('search.tryThese')}</h2>
      {!games.data ? (
        <GridSkeleton count={4} />
      ) : (
        <GameGrid games={games.data.slice(0, SUGGESTED_COUNT)} locale={locale} eagerCount={0} />
      )}
    </section>
  );
}
