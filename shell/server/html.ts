import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { directionOf, localeFromPath, type LocaleCode } from '@portal/shared/i18n/locales';
import type { RemoteEntry, RemoteName } from './remotes.js';

export interface PageContext {
  pathname: string;
  title: string;
  config: Record<string, unknown>;
  remotes: Partial<Record<RemoteName, RemoteEntry>>;
}

/** JSON safe to place inside <script>: no "</script>" or "<!--" can close or confuse the element. */
export const inlineJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function createHtmlRenderer(clientDir: string) {
  let template: Promise<string> | undefined;
  const load = () => (template ??= readFile(path.join(clientDir, 'index.html'), 'utf8'));

  return async function render(page: PageContext): Promise<{ html: string; locale: LocaleCode }> {
    const locale = localeFromPath(page.pathname);
    const games = page.remotes.games;
    const head = [
      `<title>${escapeHtml(page.title)}</title>`,
      `<script>window.__PORTAL_CONFIG__=${inlineJson(page.config)};window.__PORTAL_REMOTES__=${inlineJson(page.remotes)};</script>`,
      // Most pages are the games remote's: start its manifest and entry with the shell's JS, not after it.
      ...(games
        ? [
            `<link rel="preload" href="${games.entry}" as="fetch" crossorigin>`,
            `<link rel="preload" href="${games.entry.replace(/mf-manifest\.json$/, 'remoteEntry.js')}" as="script">`,
          ]
        : []),
    ].join('\n    ');
    const html = (await load())
      .replace(/<html[^>]*>/, `<html lang="${locale}" dir="${directionOf(locale)}">`)
      .replace(/<title>[^<]*<\/title>/, '')
      .replace('</head>', `${head}</head>`);
    return { html, locale };
  };
}
