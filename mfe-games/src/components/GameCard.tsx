import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameSummary, SearchHit } from '@portal/shared';
import { usePageLocale } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { formatCompactCount, formatCount } from './formatCount';

/** What a card shows; recently played entries have no category or like count. */
export type CardGame = Pick<GameSummary, 'slug' | 'title' | 'thumbnail'> &
  Partial<Pick<GameSummary, 'category' | 'likes'>> &
  Partial<Pick<SearchHit, 'matched_alias'>>;

/** Thumbnails are 16:9; the attributes reserve that box before the image arrives (no layout shift). */
export const THUMB_WIDTH = 320;
export const THUMB_HEIGHT = 180;

interface Props {
  game: CardGame;
  href: string;
  /** Top of the page: load the image at once and with high priority (it is the page's largest paint). */
  eager?: boolean;
}

/** One game as a single link: thumbnail, title, main category and like count. */
export function GameCard({ game, href, eager = false }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  return (
    <Link className="game-card" to={href} data-testid="game-card">
      {game.thumbnail ? (
        <img
          className="game-card__thumb"
          src={game.thumbnail}
          alt=""
          width={THUMB_WIDTH}
          height={THUMB_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
        />
      ) : (
        <span className="game-card__thumb" aria-hidden="true" />
      )}
      {/* Titles may fall back to English inside a right-to-left page. */}
      <span className="game-card__title" dir="auto">
        {game.title}
      </span>
      {/* A search result found by another name of the game says so. */}
      {game.matched_alias && (
        <span className="game-card__alias">{t('search.matchesAlias', { alias: game.matched_alias })}</span>
      )}
      <span className="game-card__meta">
        <span className="game-card__category" dir="auto">
          {game.category?.name ?? ''}
        </span>
        {game.likes !== undefined && (
          <span className="game-card__likes">
            <span aria-hidden="true">♥ {formatCompactCount(game.likes, locale)}</span>
            <span className="visually-hidden">{t('card.likes', { value: formatCount(game.likes, locale) })}</span>
          </span>
        )}
      </span>
    </Link>
  );
}
