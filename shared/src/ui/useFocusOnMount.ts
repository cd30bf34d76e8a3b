import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes the focus when it appears: a form a click opened, a step that replaced the button
 * leading to it, so keyboard and screen-reader users land on the new content. Unlike the autoFocus attribute it
 * never fires on its own at page load, and `when` (read at mount only) lets the caller keep the focus where it is.
 */
export function useFocusOnMount<T extends HTMLElement>(when = true) {
  const ref = useRef<T>(null);
  const focusAtMount = useRef(when);
  useEffect(() => {
    if (focusAtMount.current) ref.current?.focus();
  }, []);
  return ref;
}
