import { Link } from 'react-router';
import { type ListedGame, localizePath, Thumbnail, usePageLocale } from '@portal/shared';
import { useFollowLink } from '../access/useFollowLink';

interface Props {
  game: ListedGame;
  /** When the game entered the list ("Added …", "Played …"), already worded. */
  when: string;
  /** Inside an overlay box: following the link also closes the box. */
  close?: () => void;
  remove?: { label: string; onRemove: () => void; busy?: boolean };
}

/** One game in one of the user's lists: thumbnail and title linking to its page, when, and an optional remove button. */
export function GameRow({ game, when, close, remove }: Props) {
  const locale = usePageLocale();
  const follow = useFollowLink(close);
  const href = localizePath(`/games/${game.slug}`, locale);
  return (
    <li className="acc-row" data-testid="list-row">
      <Link className="acc-row__link" to={href} onClick={(event) => follow(event, href)}>
        <Thumbnail className="acc-row__thumb" src={game.thumbnail} width={96} height={54} />
        <span className="acc-row__text">
          <span className="acc-row__title">{game.title}</span>
          <span className="acc-row__when">{when}</span>
        </span>
      </Link>
      {remove && (
        <button
          type="button"
          className="acc-row__remove"
          aria-label={remove.label}
          onClick={remove.onRemove}
          disabled={remove.busy}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </li>
  );
}
