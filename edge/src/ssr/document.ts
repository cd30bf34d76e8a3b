import { escapeHtml, jsonElement, PAGE_DATA_IDS, styleElement } from './html.js';
import type { ViewHints } from '@portal/shared/ssr/viewHints';
import { deferStart } from './deferred-start.js';

/** Where the first view goes in the shell's document. */
export const ROOT = '<div id="root"></div>';

/**
 * Holds the first paint until the header has been parsed (up to the start of `<main id="main">`). The document
 * arrives in several packets, and the browser may paint between them: a header cut after its search field (the
 * language menu without its option, no account button yet) was laid out differently from the whole one, and moved
 * when the rest came (Lighthouse's desktop CLS 0.011 on /ar). Only the header: holding the paint for the whole
 * markup would make the first paint wait for all of it. Browsers without `rel=expect` ignore it.
 */
const HEADER_PARSED = '<link rel="expect" href="#main" blocking="render">';

/** A stylesheet the page's remote module needs before it renders: its address and its text. */
export interface PageStylesheet {
  href: string;
  /** Null when the file could not be read: the page links it instead. */
  css: string | null;
}

/**
 * A link to a remote's stylesheet, marked the way its federation runtime marks the ones it loads (`data-rspack`, from
 * the build's `uniqueName` and the CSS chunk's id, which starts its file name: `cssChunkFilename` in
 * tooling/rspack/shared.js): the runtime then finds the link already in the page instead of adding a second one,
 * whose arrival would make the browser restyle the whole page.
 */
export function stylesheetLink(href: string, disabled = false): string {
  const [, remote, chunk] = /^\/remotes\/([\w-]+)\/[^/]+\/([^/.]+)\.[^/]*\.css$/.exec(href) ?? [];
  const marker = remote && chunk ? ` data-rspack="portal_${escapeHtml(remote)}:chunk-${escapeHtml(chunk)}"` : '';
  return `<link rel="stylesheet" href="${escapeHtml(href)}"${marker}${disabled ? ' disabled' : ''}>`;
}

/**
 * The page's stylesheet written into the head, like the shell's own: a linked one would block the first paint for
 * another round trip. Beside it a disabled link (never fetched) with the runtime's mark, so that the remote's code
 * does not load the same rules again.
 */
export const inlineStylesheet = ({ href, css }: PageStylesheet): string =>
  css === null ? stylesheetLink(href) : `${styleElement(css)}${stylesheetLink(href, true)}`;

/**
 * The document around #root, marked as server rendered (the browser hydrates), its scripts started after the first
 * view. The mark holds no layout: the server renders one document for phones and desktops alike, and CSS media
 * queries choose the chrome (shell/src/layout/useLayoutMobile.ts), so that the page is the same for every device.
 * It holds the visitor's view hints the page was rendered with, if any, for hydration to render the same.
 */
export function splitDocument(
  document: string,
  styles: PageStylesheet[],
  viewHints: ViewHints = {},
): [string, (startNow: boolean) => string] {
  const at = document.indexOf(ROOT);
  const marker = jsonElement(PAGE_DATA_IDS.ssr, Object.keys(viewHints).length > 0 ? { view: viewHints } : {});
  const links = styles.map(inlineStylesheet).join('');
  const head = document.slice(0, at).replace('</head>', `${HEADER_PARSED}${links}${marker}</head>`);
  // The first view shows without JavaScript: the scripts start once it has (deferred-start.ts).
  const deferred = deferStart(head, document.slice(at + ROOT.length));
  return [`${deferred.head}<div id="root">`, deferred.tail];
}
