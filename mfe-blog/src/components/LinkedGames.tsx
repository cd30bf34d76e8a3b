import { Link } from 'react-router';
import { localizePath, type GameSummary, Thumbnail, usePageLocale } from '@portal/shared';

/** The games a post is about, as picture cards linking to their pages. */
export function LinkedGames({ games }: { games: GameSummary[] }) {
  const locale = usePageLocale();
  return (
    <ul className="blog-games" data-testid="post-games">
      {games.map((game) => (
        <li key={game.slug}>
          <Link className="blog-game" to={localizePath(`/games/${game.slug}`, locale)}>
            <Thumbnail className="blog-game__thumb" src={game.thumbnail} width={320} height={180} />
            <span className="blog-game__title">{game.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
