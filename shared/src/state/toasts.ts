import { atom } from 'jotai';
import { portalStore } from './store';

export type ToastType = 'success' | 'error' | 'warning' | 'info';
export const TOAST_POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'center-left',
  'center',
  'center-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
export type ToastPosition = (typeof TOAST_POSITIONS)[number];

/** A toast (product §3). */
export interface Toast {
  id: string;
  message: string;
  type: ToastType;
  /** Milliseconds before it goes; 0 keeps it until closed. */
  duration: number;
  closable: boolean;
  position: ToastPosition;
  timestamp: number;
}

export type ToastInput = Pick<Toast, 'message'> & Partial<Omit<Toast, 'id' | 'message' | 'timestamp'>>;

export const TOAST_DEFAULTS = { type: 'info', duration: 5000, closable: true, position: 'bottom-right' } as const;
/** At most this many toasts are on screen; older ones beyond it are dropped. */
export const MAX_VISIBLE_TOASTS = 5;

/** Newest first (product §4). */
export const toastsAtom = atom<readonly Toast[]>([]);

let sequence = 0;
const timers = new Map<string, ReturnType<typeof setTimeout>>();

export function dismissToast(id: string): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  portalStore.set(toastsAtom, (list) => list.filter((t) => t.id !== id));
}

/** Shows a toast at the front of the list and removes it after its duration. Returns its id. */
export function showToast(input: ToastInput): string {
  sequence += 1;
  const toast: Toast = { ...TOAST_DEFAULTS, ...input, id: `toast-${sequence}`, timestamp: Date.now() };
  const kept = [toast, ...portalStore.get(toastsAtom)];
  for (const dropped of kept.slice(MAX_VISIBLE_TOASTS)) dismissToast(dropped.id);
  portalStore.set(toastsAtom, kept.slice(0, MAX_VISIBLE_TOASTS));
  if (toast.duration > 0)
    timers.set(
      toast.id,
      setTimeout(() => dismissToast(toast.id), toast.duration),
    );
  return toast.id;
}
