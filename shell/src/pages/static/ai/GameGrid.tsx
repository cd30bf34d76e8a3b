import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath, type GameSummary, Thumbnail, usePageLocale } from '@portal/shared';

const SKELETON_CARDS = 6;

export function GameGridSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="game-grid-wrap" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('static.ai.loading')}
      </p>
      <ul className="game-grid" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i} className="game-card game-card--skeleton">
            <span className="media-16x9" />
            <span className="game-card__title" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function GameGrid({ games }: { games: readonly GameSummary[] }) {
  const locale = usePageLocale();
  return (
    <ul className="game-grid">
      {games.map((game) => (
        <li key={game.slug} className="game-card">
          <Link to={localizePath(`/games/${game.slug}`, locale)}>
            <Thumbnail className="media-16x9" src={game.thumbnail} width={320} height={180} />
            {/* Titles fall back to English in other locales; dir="auto" keeps them readable inside Arabic. */}
            <span className="game-card__title" dir="auto">
              {game.title}
            </span>
            {game.category && (
              <span className="game-card__meta" dir="auto">
                {game.category.name}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
