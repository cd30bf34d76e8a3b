import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A link inside an overlay box: navigate first, then close the box. Closing first would, on phones, undo the
 * navigation (the box's history entry is popped after the new page was pushed). Modified clicks (new tab) are
 * left to the browser.
 */
export function useFollowLink(close: (() => void) | undefined) {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (
      !close ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void navigate(href);
    close();
  };
}
