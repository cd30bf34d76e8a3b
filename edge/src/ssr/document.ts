import { escapeHtml, inlineJson } from './html.js';
import { deferStart } from './deferred-start.js';

/** Where the first view goes in the shell's document. */
export const ROOT = '<div id="root"></div>';

/**
 * A remote's stylesheet, marked the way its federation runtime marks the ones it loads (`data-rspack`, from the
 * build's `uniqueName` and the CSS chunk's id, which starts its file name: `cssChunkFilename` in tooling/rspack/shared.js):
 * the runtime then finds the link already in the page instead of adding a second one, whose arrival would make the
 * browser restyle the whole page.
 */
export function stylesheetLink(href: string): string {
  const [, remote, chunk] = /^\/remotes\/([\w-]+)\/[^/]+\/([^/.]+)\.[^/]*\.css$/.exec(href) ?? [];
  const marker = remote && chunk ? ` data-rspack="portal_${escapeHtml(remote)}:chunk-${escapeHtml(chunk)}"` : '';
  return `<link rel="stylesheet" href="${escapeHtml(href)}"${marker}>`;
}

/**
 * The document around #root, marked as server rendered (the browser hydrates) with the layout chosen here, its
 * scripts started after the first view.
 */
export function splitDocument(
  document: string,
  mobile: boolean,
  styles: string[],
  nonce?: string,
): [string, (startNow: boolean) => string] {
  const at = document.indexOf(ROOT);
  const marker = `<script${nonce ? ` nonce="${nonce}"` : ''}>window.__PORTAL_SSR__=${inlineJson({ mobile })}</script>`;
  const links = styles.map(stylesheetLink).join('');
  const head = document.slice(0, at).replace('</head>', `${links}${marker}</head>`);
  // The first view shows without JavaScript: the scripts start once it has (deferred-start.ts).
  const deferred = deferStart(head, document.slice(at + ROOT.length), nonce);
  return [`${deferred.head}<div id="root">`, deferred.tail];
}
