import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { directionOf, localeFromPath, stripLocale, type LocaleCode } from '@portal/shared/i18n/locales';
import { composePages, matchPage, type PageEntry } from '../../../shell/src/routing/pages.js';
import { readShellProvides, type RemoteEntry, type RemoteName } from '../delivery/remotes.js';

export interface PageContext {
  pathname: string;
  /** The page's SEO head (title, meta, links, JSON-LD), already escaped: see seo-head.ts. */
  seoHead: string;
  config: Record<string, unknown>;
  remotes: Record<RemoteName, RemoteEntry>;
}

/** The ids of the JSON data elements the shell's boot code reads (shell/src/boot/pageData.ts). */
export const PAGE_DATA_IDS = {
  config: 'portal-config',
  remotes: 'portal-remotes',
  ssr: 'portal-ssr',
  queryState: 'portal-query-state',
} as const;

/** JSON safe to place inside <script>: no "</script>" or "<!--" can close or confuse the element. */
export const inlineJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Data for the shell as non-executable JSON: no script runs from it, so it needs no CSP nonce or hash, and a page
 * holding it can be shared by every visitor (a CDN's copy carries no per-response secret).
 */
export const jsonElement = (id: string, value: unknown): string =>
  `<script type="application/json" id="${id}">${inlineJson(value)}</script>`;

/** A stylesheet's text as a <style> element: nothing inside may close it early. */
export const styleElement = (css: string): string => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;

/** The nonce attribute of an inline script ("" when the response sends no CSP). */
export const nonceAttribute = (nonce: string | undefined): string => (nonce ? ` nonce="${escapeHtml(nonce)}"` : '');

const HEADER_REMOTE: RemoteName = 'account';

/** The remote that renders a locale-neutral path, if any. */
export function remoteOfPath(pathname: string, pages: readonly PageEntry[]): RemoteName | undefined {
  const match = matchPage(pathname, pages);
  return match.kind === 'page' && 'remote' in match.page.render ? match.page.render.remote : undefined;
}

/**
 * The shell's built HTML with its own stylesheets inlined: the first view, rendered on the server, is styled
 * without waiting for another request (they are small: the layout's and the base styles).
 */
async function readTemplate(clientDir: string): Promise<string> {
  const html = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const links = [...html.matchAll(/<link href="\/_shell\/([\w.-]+\.css)" rel="stylesheet">/g)];
  let inlined = html;
  for (const [tag, file] of links) {
    const css = await readFile(path.join(clientDir, file!), 'utf8');
    inlined = inlined.replace(tag, () => styleElement(css));
  }
  return inlined;
}

/**
 * The registry as a page carries it. When the edge checked every version it names against this very shell build
 * (delivery/remotes.ts reads the build's provides), the versions' contracts are left out: the page loads that build,
 * whose own check would find nothing, and the contracts were a sixth of a compressed page. /remotes.json keeps them,
 * for a shell of another build (one a service worker kept) that reads it.
 */
export function pageRegistry(
  remotes: Record<RemoteName, RemoteEntry>,
  checkedAgainstThisShell: boolean,
): Record<RemoteName, RemoteEntry> {
  if (!checkedAgainstThisShell) return remotes;
  return Object.fromEntries(
    Object.entries(remotes).map(([name, { contract: _checked, ...entry }]) => [name, entry]),
  ) as Record<RemoteName, RemoteEntry>;
}

export function createHtmlRenderer(clientDir: string) {
  let template: Promise<string> | undefined;
  const load = () => (template ??= readTemplate(clientDir));
  let provides: Promise<boolean> | undefined;
  const shellChecks = () => (provides ??= readShellProvides(clientDir).then((found) => found !== null));

  return async function render(page: PageContext): Promise<{ html: string; locale: LocaleCode }> {
    const locale = localeFromPath(page.pathname);
    const owner = remoteOfPath(stripLocale(page.pathname), composePages(page.remotes));
    // The page's remote, and the account remote that every page's header mounts.
    const preloaded = [...new Set([owner, HEADER_REMOTE])].flatMap((name) =>
      name && page.remotes[name] ? [page.remotes[name]] : [],
    );
    const gamesOrigin = typeof page.config.gamesOrigin === 'string' ? page.config.gamesOrigin : undefined;
    const head = [
      // The first view's thumbnails (its largest paint) come from the games base origin: open that connection at once.
      ...(gamesOrigin ? [`<link rel="preconnect" href="${escapeHtml(gamesOrigin)}">`] : []),
      page.seoHead,
      jsonElement(PAGE_DATA_IDS.config, page.config),
      jsonElement(PAGE_DATA_IDS.remotes, pageRegistry(page.remotes, await shellChecks())),
      // Start their manifests and entries with the shell's JS rather than after it.
      // The header's remote is not part of the first view unless it owns the page: low priority, after the images.
      ...preloaded.flatMap((remote) => {
        const low = remote !== page.remotes[owner ?? ''] ? ' fetchpriority="low"' : '';
        const script = remote.entry.replace(/mf-manifest\.json$/, 'remoteEntry.js');
        return [
          // The shell fetches a manifest with its recorded hash: the preload names it too, or it is not used.
          remote.manifestIntegrity
            ? `<link rel="preload" href="${remote.entry}" as="fetch" integrity="${escapeHtml(remote.manifestIntegrity)}" crossorigin${low}>`
            : `<link rel="preload" href="${remote.entry}" as="fetch" crossorigin${low}>`,
          // With a recorded hash the shell loads the entry with integrity and CORS: the preload must match to be used.
          remote.integrity
            ? `<link rel="preload" href="${script}" as="script" integrity="${escapeHtml(remote.integrity)}" crossorigin="anonymous"${low}>`
            : `<link rel="preload" href="${script}" as="script"${low}>`,
        ];
      }),
    ].join('\n    ');
    const html = (await load())
      .replace(/<html[^>]*>/, `<html lang="${locale}" dir="${directionOf(locale)}">`)
      .replace(/<title>[^<]*<\/title>/, '')
      .replace('</head>', `${head}</head>`);
    return { html, locale };
  };
}
