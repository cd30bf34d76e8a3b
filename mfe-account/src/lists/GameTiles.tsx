import type { Ref } from 'react';
import { GameTile, localizePath, usePageLocale, type ListedGame } from '@portal/shared';
import { useFollowLink } from '../access/useFollowLink';

interface Props {
  games: ListedGame[];
  label: string;
  testId: string;
  /** When each game entered the list ("Added …", "Liked …"), already worded. */
  when: (game: ListedGame) => string;
  /** Inside an overlay box: following a link also closes the box. */
  close?: () => void;
  /** The tile's own button, named for one game. */
  action?: { label: (game: ListedGame) => string; onAction: (game: ListedGame) => void };
  ref?: Ref<HTMLUListElement>;
}

/**
 * A list of the player's games as tiles, the games remote's grid. Focusable itself (tabIndex -1), so focus can stay
 * in it when a removed game's button leaves.
 */
export function GameTiles({ games, label, testId, when, close, action, ref }: Props) {
  const locale = usePageLocale();
  const follow = useFollowLink(close);
  return (
    <ul ref={ref} tabIndex={-1} className="games-grid acc-tiles" aria-label={label} data-testid={testId}>
      {games.map((game) => {
        const href = localizePath(`/games/${game.slug}`, locale);
        return (
          <GameTile
            key={game.slug}
            game={game}
            href={href}
            meta={when(game)}
            onFollow={(event) => follow(event, href)}
            action={action && { label: action.label(game), onAction: () => action.onAction(game) }}
          />
        );
      })}
    </ul>
  );
}
