import { useTranslation } from 'react-i18next';
import { loadFailed, useApiQuery, type LocaleCode } from '@portal/shared';
import { gamesQueries } from '../api/queries';
import { NAMESPACE } from '../i18n';
import { GameGrid } from './GameGrid';
import { GridSkeleton } from './PageStates';

/** Games like this one; a failure or an empty answer just leaves the section out. */
export function MoreLikeThis({ slug, locale }: { slug: string; locale: LocaleCode }) {
  const { t } = useTranslation(NAMESPACE);
  const games = useApiQuery(gamesQueries.recommended(locale, slug));
  const others = games.data?.filter((g) => g.slug !== slug);
  if (loadFailed(games) || others?.length === 0) return null;
  return (
    <section className="game-page__section" aria-labelledby="more-like-this">
      <h2 id="more-like-this">{t('game.moreLikeThis')}</h2>
      {!others ? (
        <GridSkeleton count={4} />
      ) : (
        <GameGrid games={others} locale={locale} testId="recommended-games" eagerCount={0} />
      )}
    </section>
  );
}
