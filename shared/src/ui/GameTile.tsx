import type { MouseEvent, ReactNode } from 'react';
import { GameCardLink } from './GameCardLink';

interface Props {
  game: { slug: string; title: string; thumbnail: string | null };
  href: string;
  /** The line under the title (e.g. "Added 3 March"), already worded. */
  meta?: ReactNode;
  onFollow?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** A button of the tile's own beside its link (remove, unlike), named for what it does to this game. */
  action?: { label: string; onAction: () => void; busy?: boolean };
}

/**
 * One game as a tile of a `games-grid` list, looking like the games remote's cards (the same `game-card` styles in
 * base.css): picture, title and a line under it, all one link; an optional action sits over the picture's corner,
 * outside the link, so the keyboard reaches it after the link.
 */
export function GameTile({ game, href, meta, onFollow, action }: Props) {
  return (
    <li className="game-tile" data-testid="game-tile">
      <GameCardLink game={game} href={href} onClick={onFollow}>
        <span className="game-card__meta">
          <span className="game-card__category">{meta}</span>
        </span>
      </GameCardLink>
      {action && (
        <button
          type="button"
          className="game-tile__action"
          aria-label={action.label}
          onClick={action.onAction}
          disabled={action.busy}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </li>
  );
}
