import type { GameDetail } from '@portal/shared';

/** A game with its dates already written out, where it was loaded. */
export type DatedGame = GameDetail & { published_label?: string; updated_label?: string };

/** How the game page writes a date: in the page's language, in UTC so the server and every browser agree. */
export const gameDateFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * The game with its published and updated dates written out: done where the game is loaded (gamesQueries.game),
 * which for a first view is the server, so hydrating the page formats no date. A page's first
 * Intl.DateTimeFormat costs about 20 ms (ICU's date patterns), four times that on a phone, inside hydration.
 */
export function withDateLabels(game: GameDetail, locale: string, before?: DatedGame): DatedGame {
  // A reload of a game already on the page (the browser's refetch after the first view) keeps the labels of dates
  // that did not change: formatting them again would make this page's first formatter after all.
  let format: Intl.DateTimeFormat | undefined;
  const label = (iso: string, known: string | undefined, knownIso: string | null | undefined) =>
    known !== undefined && knownIso === iso ? known : (format ??= gameDateFormat(locale)).format(new Date(iso));
  return {
    ...game,
    ...(game.published_at
      ? { published_label: label(game.published_at, before?.published_label, before?.published_at) }
      : {}),
    updated_label: label(game.updated_at, before?.updated_label, before?.updated_at),
  };
}
