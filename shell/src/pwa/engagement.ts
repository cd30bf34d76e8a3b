import { atom } from 'jotai';
import { portalStore } from '@portal/shared';

/**
 * The install offer waits until the visitor has shown interest: a second page (in this visit or an earlier one) or
 * a game played. On the first page of a first visit it would cover a third of a phone's screen before the visitor
 * has seen a single game, which is what players dislike most about pushy portals.
 */
export const INSTALL_AFTER_PAGES = 2;
/** Local storage: pages shown in this browser, counted up to INSTALL_AFTER_PAGES. */
export const PAGE_VIEWS_KEY = 'portal.pageViews';

/** The visitor has engaged enough for the install offer (see above). */
export const installEngagedAtom = atom(false);

function readPageViews(): number {
  try {
    const stored = Number(localStorage.getItem(PAGE_VIEWS_KEY));
    return Number.isInteger(stored) && stored > 0 ? stored : 0;
  } catch {
    return 0;
  }
}

let pageViews: number | undefined;
let lastPath: string | undefined;

/** A page shown (a full load or a navigation in the app); the same path again (a re-render) is not a new page. */
export function notePageView(pathname: string): void {
  if (pathname === lastPath) return;
  lastPath = pathname;
  pageViews = Math.min(INSTALL_AFTER_PAGES, (pageViews ?? readPageViews()) + 1);
  try {
    localStorage.setItem(PAGE_VIEWS_KEY, String(pageViews));
  } catch {
    // Storage unavailable: the count lasts for this page only.
  }
  if (pageViews >= INSTALL_AFTER_PAGES) portalStore.set(installEngagedAtom, true);
}

/** A game was played: interest enough, whatever the page count. */
export function noteGamePlayed(): void {
  portalStore.set(installEngagedAtom, true);
}

/** For tests: forget this page's count (storage is cleared by the test itself). */
export function resetEngagement(): void {
  pageViews = undefined;
  lastPath = undefined;
  portalStore.set(installEngagedAtom, false);
}
