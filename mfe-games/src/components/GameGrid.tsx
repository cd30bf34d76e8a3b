import { localizePath, type LocaleCode } from '@portal/shared';
import { GameCard, type CardGame } from './GameCard';
import './game-grid.css';

/** Cards in the first row of a grid at its widest: loaded eagerly, as they hold the largest paint. */
export const FIRST_ROW = 4;
/** Of those, the ones fetched with high priority: a phone's first row (two columns). */
export const PRIORITY_CARDS = 2;

/** Game cards as list items, each linking to its game; the first `eagerCount` load their pictures at once. */
export function GameCardItems({
  games,
  locale,
  eagerCount,
  itemClassName,
}: {
  games: CardGame[];
  locale: LocaleCode;
  eagerCount: number;
  itemClassName?: string;
}) {
  return games.map((game, index) => (
    <li key={game.slug} className={itemClassName}>
      <GameCard
        game={game}
        href={localizePath(`/games/${game.slug}`, locale)}
        eager={index < eagerCount}
        priority={index < PRIORITY_CARDS}
      />
    </li>
  ));
}

/** A grid of game cards; the first row loads eagerly, the rest lazily. */
export function GameGrid({
  games,
  locale,
  testId,
  eagerCount = FIRST_ROW,
  dense = false,
}: {
  games: CardGame[];
  locale: LocaleCode;
  testId?: string;
  eagerCount?: number;
  /** Smaller cards, more of them per row (the home page's first screen). */
  dense?: boolean;
}) {
  return (
    <ul className={dense ? 'games-grid games-grid--dense' : 'games-grid'} data-testid={testId}>
      <GameCardItems games={games} locale={locale} eagerCount={eagerCount} />
    </ul>
  );
}
