import type { ReactNode } from 'react';
import { SearchCombobox } from './SearchCombobox';

interface Props {
  /** The text the shell's plain form held when this replaced it. */
  initialQuery?: string;
  /** The plain form's field had the focus: keep it in this one. */
  focused?: boolean;
  /** The shell's magnifier icon for the submit button. */
  submitIcon?: ReactNode;
}

/**
 * The desktop header's search field, exposed for the shell to mount in place of its plain form once the page is
 * idle: the same combobox as the phone's search sheet.
 */
export default function HeaderSearch({ initialQuery = '', focused = false, submitIcon }: Props) {
  return <SearchCombobox variant="header" initialQuery={initialQuery} focusOnMount={focused} submitIcon={submitIcon} />;
}
