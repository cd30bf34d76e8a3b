import type { OverlayBoxProps } from '@portal/shared';
import { SearchCombobox } from '../search/SearchCombobox';

/** The "search" overlay box (the phone's search sheet): the games search combobox, focused, closing on a pick. */
export default function SearchBox({ close }: OverlayBoxProps) {
  return <SearchCombobox variant="sheet" onDone={close} focusOnMount />;
}
