import { atom } from 'jotai';
import { portalStore } from './store';

/** The overlay boxes of product §2 (owned by the account and games remotes); "none" is no overlay. One is active at a time. */
export const OVERLAY_BOXES = [
  'none',
  'login',
  'favorites',
  'notifications',
  'notificationsdetails',
  'share',
  'search',
  'contactlogin',
  'contactusmenu',
  'contactus game',
  'contactusgamefeedback',
  'contactusform',
  'contactusother',
  'loginuserinfo',
] as const;

/**
 * A box name: one of the portal's own, or any box a registered remote declares in its manifest (the shell's overlay
 * manager shows whichever remote owns the name).
 */
export type OverlayBox = (typeof OVERLAY_BOXES)[number] | (string & {});

export interface OverlayState {
  box: OverlayBox;
  /** Passed to the box component (e.g. { slug } for share or game feedback). */
  props?: Record<string, unknown>;
}

/** Props every overlay box component receives from the shell's overlay manager. */
export interface OverlayBoxProps {
  /** Closes this box (or, when the box was opened from another, goes back to it). */
  close: () => void;
  /** Opens another box in place of this one (e.g. contact menu → contact form). */
  open: (box: OverlayBox, props?: Record<string, unknown>) => void;
  [prop: string]: unknown;
}

export const overlayAtom = atom<OverlayState>({ box: 'none' });

/**
 * A heading the open box gives itself in place of its manifest title (a key in the box's own namespace), e.g. the
 * login box on its "create account" tab; null: the manifest's. Set through useOverlayTitle.
 */
export const overlayTitleAtom = atom<string | null>(null);

export function openOverlay(box: OverlayBox, props?: Record<string, unknown>): void {
  portalStore.set(overlayAtom, { box, props });
}

export function closeOverlay(): void {
  portalStore.set(overlayAtom, { box: 'none' });
}
