import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSummary, SearchHit } from '@portal/shared';
import { GameCardLink, ratingPercent, useNumberFormat, usePageLocale } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { badgeOf } from './badges';
import { HotGamesContext } from './HotGamesContext';
import { ThumbIcon } from './ThumbIcon';
import './game-card.css';

/** What a card shows; recently played entries have no category, votes or dates. */
export type CardGame = Pick<GameSummary, 'slug' | 'title' | 'thumbnail'> &
  Partial<Pick<GameSummary, 'category' | 'votes_up' | 'votes_down' | 'published_at' | 'updated_at'>> &
  Partial<Pick<SearchHit, 'matched_alias'>>;

interface Props {
  game: CardGame;
  href: string;
  /** Top of the page: load the image at once (the page's largest paint is among these). */
  eager?: boolean;
  /** The first of those: fetched with high priority, ahead of scripts (more would compete with each other). */
  priority?: boolean;
}

/**
 * One game as a single link: thumbnail, title, main category, the share of thumbs up once enough players voted
 * (RATING_MIN_VOTES; nothing before), and a "Hot", "New" or "Updated" badge (badges.ts).
 */
export function GameCard({ game, href, eager = false, priority = false }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const hot = useContext(HotGamesContext);
  const percent = ratingPercent(game.votes_up ?? 0, game.votes_down ?? 0);
  const percentFormat = useNumberFormat(locale, { style: 'percent' });
  const share = percent === null ? '' : percentFormat(percent / 100);
  const badge = badgeOf(game, hot, Date.now());
  return (
    <GameCardLink
      game={game}
      href={href}
      eager={eager}
      priority={priority}
      testId="game-card"
      badge={
        badge && (
          <span className={`game-card__badge game-card__badge--${badge}`} data-testid="game-badge">
            {t(`card.badge.${badge}`)}
          </span>
        )
      }
    >
      {/* A search result found by another name of the game says so. */}
      {game.matched_alias && (
        <span className="game-card__alias">{t('search.matchesAlias', { alias: game.matched_alias })}</span>
      )}
      <span className="game-card__meta">
        <span className="game-card__category" dir="auto">
          {game.category?.name ?? ''}
        </span>
        {percent !== null && (
          <span className="game-card__rating" data-testid="card-rating">
            <span aria-hidden="true">
              <ThumbIcon size={13} /> {share}
            </span>
            <span className="visually-hidden">{t('card.rating', { value: share })}</span>
          </span>
        )}
      </span>
    </GameCardLink>
  );
}
