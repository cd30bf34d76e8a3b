/**
 * The data the edge put in the page as non-executable JSON (edge/src/ssr/html.ts, PAGE_DATA_IDS), made the globals
 * the rest of the shell reads. JSON rather than inline scripts: the page then holds nothing that runs, needs no
 * per-response CSP nonce, and one copy of it can be shared by every visitor (a CDN's).
 */
const PAGE_DATA = {
  'portal-config': '__PORTAL_CONFIG__',
  'portal-remotes': '__PORTAL_REMOTES__',
  'portal-ssr': '__PORTAL_SSR__',
  'portal-query-state': '__PORTAL_QUERY_STATE__',
} as const;

/** Reads each element once; a missing or malformed one leaves its global as it was. */
export function readPageData(doc: Document = document, target: Record<string, unknown> = window as never): void {
  for (const [id, global] of Object.entries(PAGE_DATA)) {
    const text = doc.getElementById(id)?.textContent;
    if (!text) continue;
    try {
      target[global] = JSON.parse(text) as unknown;
    } catch {
      // A page cut short: the shell starts as it would without the element.
    }
  }
}
