import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Thumbnail } from './Thumbnail';

/** Thumbnails are 16:9; the attributes reserve that box before the image arrives (no layout shift). */
export const THUMB_WIDTH = 320;
export const THUMB_HEIGHT = 180;

interface Props {
  game: { title: string; thumbnail: string | null };
  href: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Top of the page: load the image at once; `priority` fetches it ahead of scripts (the page's largest paint). */
  eager?: boolean;
  priority?: boolean;
  /** Drawn over the picture's corner (a "Hot" badge). */
  badge?: ReactNode;
  /** Lines under the title (category, rating, the name a search matched), already worded. */
  children?: ReactNode;
  testId?: string;
}

/**
 * One game as a single link in the `game-card` styles of base.css: picture, title, then what the list adds. Every
 * grid of games draws its cards with it (the games remote's catalogue, the account's favourites and likes), so they
 * look and read alike.
 */
export function GameCardLink({ game, href, onClick, eager = false, priority = false, badge, children, testId }: Props) {
  return (
    <Link className="game-card" to={href} onClick={onClick} data-testid={testId}>
      {badge}
      <Thumbnail
        className="media-16x9"
        src={game.thumbnail}
        width={THUMB_WIDTH}
        height={THUMB_HEIGHT}
        eager={eager}
        priority={eager && priority}
      />
      {/* Titles may fall back to English inside a right-to-left page. */}
      <span className="game-card__title" dir="auto">
        {game.title}
      </span>
      {children}
    </Link>
  );
}
