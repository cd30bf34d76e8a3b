import { startTransition, useContext, useEffect, useState } from 'react';
import { RenderHintsContext } from '../ssr/context';
import { useIsMobile } from './useIsMobile';

/**
 * The layout's device: undefined while the page is the server's (the server renders one document for every device,
 * with both chromes, and CSS media queries show the one that fits: see styles.css, `.only-mobile`/`.only-desktop`),
 * then whether the mobile layout applies (useIsMobile). The switch is a transition after hydration: what it removes
 * was hidden by CSS already, so nothing on screen moves, and React may interrupt it.
 */
export function useLayoutMobile(): boolean | undefined {
  const hints = useContext(RenderHintsContext);
  const [settled, setSettled] = useState(hints.mobile !== undefined);
  const mobile = useIsMobile();
  useEffect(() => {
    if (!settled) startTransition(() => setSettled(true));
  }, [settled]);
  return settled ? mobile : undefined;
}
