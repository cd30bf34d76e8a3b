import { stripLocale } from '@portal/shared';
import { loadRemoteModule } from '../federation/remotes';
import { SHELL_PAGE_IMPORTS } from '../pages/shellPages';
import { matchPage, type PageEntry } from './pages';
import { preloadQueue, shouldPrefetch } from './preload';

/**
 * Starts loading the code of the page a same-site link leads to (its remote module or shell chunk), through the
 * shared queue (at most 4 at once), unless the visitor saves data or is on a slow connection. Returns whether it did.
 */
export function preloadRoute(
  href: string,
  pages: readonly PageEntry[],
  origin: string = window.location.origin,
): boolean {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return false;
  }
  if (url.origin !== origin || !shouldPrefetch()) return false;
  const match = matchPage(stripLocale(url.pathname), pages);
  if (match.kind !== 'page') return false;
  const { render } = match.page;
  const key = 'shell' in render ? `shell/${render.shell}` : `${render.remote}/${render.module}`;
  const load =
    'shell' in render ? SHELL_PAGE_IMPORTS[render.shell] : () => loadRemoteModule(render.remote, render.module);
  // A failed preload is not an error: the navigation, if it happens, loads and reports for itself.
  preloadQueue.add(load, key).catch(() => undefined);
  return true;
}

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Preloads on intent: when the pointer rests on, focus reaches or a finger touches any link on the page —
 * the shell's and every remote's — so most navigations find their code already loaded.
 */
export function installLinkPreload(pages: readonly PageEntry[], doc: Document = document): () => void {
  const seen = new Set<string>();
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
    const href = link.getAttribute('href')!;
    if (seen.has(href)) return;
    if (preloadRoute(href, pages)) seen.add(href);
  };
  for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, { passive: true, capture: true });
  return () => {
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, { capture: true });
  };
}
