import { Link } from 'react-router';
import { localizePath, Thumbnail, useApiQuery, type LocaleCode } from '@portal/shared';
import { gamesQueries, type ListedGame } from '../api/queries';
import '../components/game-list.css';

/** A compact list of games: small thumbnail and title, one link each. */
export function CompactGames({ games, locale, testId }: { games: ListedGame[]; locale: LocaleCode; testId: string }) {
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
export function useRelatedGames(slug: string, locale: LocaleCode, count: number): ListedGame[] {
  const games = useApiQuery(gamesQueries.recommended(locale, slug));
  return (games.data ?? []).filter((game) => game.slug !== slug).slice(0, count);
}
