import { atom } from 'jotai';
import { portalStore } from './store';

/** Pages (and long actions) in progress; the global loading overlay shows while this is above zero (product §4). */
export const loadingCountAtom = atom(0);
/** Optional text under the spinner, set by whoever started the latest load. */
export const loadingMessageAtom = atom<string | null>(null);
export const isLoadingAtom = atom((get) => get(loadingCountAtom) > 0);

/** Starts one load; call the returned function once when it is done (extra calls are ignored). */
export function startLoading(message?: string): () => void {
  portalStore.set(loadingCountAtom, (n) => n + 1);
  if (message) portalStore.set(loadingMessageAtom, message);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const next = Math.max(0, portalStore.get(loadingCountAtom) - 1);
    portalStore.set(loadingCountAtom, next);
    if (next === 0) portalStore.set(loadingMessageAtom, null);
  };
}
