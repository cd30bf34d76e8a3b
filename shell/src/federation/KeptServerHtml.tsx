import type { RemoteName } from './remotes';

/** The first view's address and what the server rendered in each remote page's area there. */
let firstView: { path: string; pages: Map<string, string> } | undefined;
const currentPath = () => `${window.location.pathname}${window.location.search}`;

/**
 * Reads, before hydration can replace it, what the server rendered in each remote page's area (`data-remote-area`,
 * RemoteMount.tsx). An area the server left to the browser holds only the loading placeholder: nothing to keep.
 */
export function rememberServerHtml(): void {
  const pages = new Map<string, string>();
  for (const area of document.querySelectorAll('[data-remote-area]')) {
    const html = area.innerHTML.trim();
    if (html && !area.querySelector('.remote-loading')) pages.set(area.getAttribute('data-remote-area')!, html);
  }
  firstView = { path: currentPath(), pages };
}

/** The server's HTML of a remote's page ("blog/BlogListPage"), while the browser is still at the address it is for. */
export function serverRenderedHtml(area: string): string | undefined {
  // Set in the browser only: on the server there is nothing to keep.
  if (!firstView || firstView.path !== currentPath()) return undefined;
  return firstView.pages.get(area);
}

/**
 * A remote's page as the server rendered it, shown again when its code failed in the browser: readable, but inert
 * (nothing in it would respond, so nothing in it can be focused or clicked).
 */
export function KeptServerHtml({ remote, html }: { remote: RemoteName; html: string }) {
  return <div className="remote-kept" data-remote-kept={remote} inert dangerouslySetInnerHTML={{ __html: html }} />;
}
