import { useEffect, useEffectEvent } from 'react';
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
  // Only a change of sign-in sends the guest on; the box's latest `open` and reason are used when it does.
  const sendToPrompt = useEffectEvent(() => open('contactlogin', { action }));
  useEffect(() => {
    if (!loggedIn) sendToPrompt();
  }, [loggedIn]);
  return loggedIn;
}
