import { useApiQuery, usePageLocale, type OverlayBoxProps } from '@portal/shared';
import { gamesQueries } from '../api/queries';
import { SearchCombobox } from '../search/SearchCombobox';

/** Popular games the sheet offers before anything is typed. */
export const SHEET_POPULAR_COUNT = 6;

/**
 * The "search" overlay box (the phone's search sheet): the games search combobox, focused, closing on a pick. Before
 * anything is typed it lists the recent searches and the most played games (the home page's list, so usually
 * already in the page's cache).
 */
export default function SearchBox({ close }: OverlayBoxProps) {
  const locale = usePageLocale();
  const hot = useApiQuery(gamesQueries.hot(locale));
  return (
    <SearchCombobox variant="sheet" onDone={close} focusOnMount popular={hot.data?.slice(0, SHEET_POPULAR_COUNT)} />
  );
}
