import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { isLoggedInAtom, type OverlayBoxProps } from '@portal/shared';

/** What the guest was about to do: the `contactlogin` box words its prompt after it. */
export type SignInReason = 'contact' | 'favorite' | 'notifications';

/**
 * Boxes whose content lives under /user/ need an account: a guest who opens one (or signs out while it is open)
 * is sent to the `contactlogin` prompt instead. Returns whether the box may show its content.
 */
export function useSignInFirst(open: OverlayBoxProps['open'], action: SignInReason): boolean {
  const loggedIn = useAtomValue(isLoggedInAtom);
  useEffect(() => {
    if (!loggedIn) open('contactlogin', { action });
  }, [loggedIn]);
  return loggedIn;
}
