import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath, Thumbnail, useApiQuery, type GameSummary, type LocaleCode } from '@portal/shared';
import { gamesQueries } from '../api/queries';
import { NAMESPACE } from '../i18n';

/** How many related games the column beside the player lists. */
export const RELATED_COLUMN_COUNT = 6;

/** A compact list of games: small thumbnail and title, one link each. */
export function CompactGames({ games, locale, testId }: { games: GameSummary[]; locale: LocaleCode; testId: string }) {
  return (
    <ul className="compact-games" data-testid={testId}>
      {games.map((game) => (
        <li key={game.slug}>
          <Link className="compact-game" to={localizePath(`/games/${game.slug}`, locale)}>
            <Thumbnail className="compact-game__thumb" src={game.thumbnail} width={96} height={54} />
            <span dir="auto">{game.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Up to `count` games related to this one, once they are loaded (empty before, or when there are none). */
export function useRelatedGames(slug: string, locale: LocaleCode, count: number): GameSummary[] {
  const games = useApiQuery(gamesQueries.recommended(locale, slug));
  if (games.status !== 'success') return [];
  return games.data.filter((game) => game.slug !== slug).slice(0, count);
}

/**
 * Related games beside the player on wide screens (game-page.css shows it from 1200 px; narrower pages have "More
 * like this" below). The same query as "More like this", prefetched with the page, so it renders on the server.
 */
export function RelatedColumn({ slug, locale }: { slug: string; locale: LocaleCode }) {
  const { t } = useTranslation(NAMESPACE);
  const others = useRelatedGames(slug, locale, RELATED_COLUMN_COUNT);
  if (others.length === 0) return null;
  return (
    <aside className="game-page__related" aria-labelledby="related-games">
      <h2 id="related-games">{t('related.title')}</h2>
      <CompactGames games={others} locale={locale} testId="related-column" />
    </aside>
  );
}
