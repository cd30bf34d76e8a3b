import { localizePath, type GameSummary, type LocaleCode } from '@portal/shared';
import { GameCard } from './GameCard';

/** A grid of game cards; the first row loads eagerly (it holds the largest paint), the rest lazily. */
export function GameGrid({ games, locale, testId, eagerCount = 4 }: { games: GameSummary[]; locale: LocaleCode; testId?: string; eagerCount?: number }) {
  return (
    <ul className="games-grid" data-testid={testId}>
      {games.map((game, index) => (
        <li key={game.slug}>
          <GameCard game={game} href={localizePath(`/games/${game.slug}`, locale)} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
