import { useTranslation } from 'react-i18next';
import { loadFailed, useApiQuery, type LocaleCode } from '@portal/shared';
import { gamesQueries } from '../api/queries';
import { NAMESPACE } from '../i18n';
import { GameGrid } from './GameGrid';
import { GridSkeleton, LoadError } from './PageStates';

/** The most played games, offered where a visitor has nothing else to pick from. */
export function PopularGames({ title, locale }: { title: string; locale: LocaleCode }) {
  const { t } = useTranslation(NAMESPACE);
  const games = useApiQuery(gamesQueries.hot(locale));
  return (
    <section aria-labelledby="popular-title">
      <h2 id="popular-title">{title}</h2>
      {games.isPending && <GridSkeleton count={4} />}
      {loadFailed(games) && <LoadError onRetry={() => void games.refetch()} />}
      {games.data?.length === 0 && <p>{t('home.empty')}</p>}
      {games.data && games.data.length > 0 && <GameGrid games={games.data} locale={locale} testId="popular-games" />}
    </section>
  );
}
