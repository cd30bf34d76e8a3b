import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { readLocaleCookie } from '@portal/shared/i18n/localeCookie';
import {
  DEFAULT_LOCALE,
  directionOf,
  localeFromPath,
  localizePath,
  type LocaleCode,
} from '@portal/shared/i18n/locales';
import type { Pin } from '@portal/release';
import { negotiateLocale } from '../http/locale-negotiation.js';
import { escapeHtml } from '../ssr/html.js';

/** The shell's `delivery` messages the edge's own pin pages show (shell/locales/<locale>.json). */
interface PinMessages {
  confirmTitle: string;
  confirmText: string;
  confirm: string;
  cancel: string;
  refusedTitle: string;
  refused: string;
  back: string;
}

// The portal's colours (shared/src/ui/base.css), so the page is recognisably the portal's without its bundles.
const STYLE = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:#14112b;color:#f4f2ff;
font:1rem/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif}
main{max-width:32rem;margin:1rem;padding:1.5rem;border-radius:12px;background:#1f1a42;box-shadow:0 6px 24px rgb(0 0 0/.35)}
h1{margin-top:0;font-size:1.35rem}form{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}
button{font:inherit;font-weight:600;padding:.55rem 1.1rem;border:0;border-radius:12px;background:#ffcc33;color:#1b1640;
cursor:pointer}a{color:#b9b3e0}code{overflow-wrap:anywhere}`;

/**
 * The visitor's language for a pin page: the locale of the page they go on to, else the one they chose before (the
 * portal's locale cookie), else their browser's.
 */
function localeOf(request: FastifyRequest, next: string): LocaleCode {
  const fromPath = localeFromPath(next.split(/[?#]/)[0] ?? '/');
  if (fromPath !== DEFAULT_LOCALE) return fromPath;
  return readLocaleCookie(request.headers.cookie) ?? negotiateLocale(request.headers['accept-language']);
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * The edge's two small pages of a pin link, translated with the shell's messages: the confirmation a GET of the link
 * shows (its button POSTs the signed pin back; only then is the cookie set), and the refusal of a POST that did not
 * come from the portal's own page.
 */
export function createPinPages(localesDir: string) {
  const messages = new Map<LocaleCode, Promise<PinMessages>>();
  const messagesOf = (locale: LocaleCode): Promise<PinMessages> => {
    let loaded = messages.get(locale);
    if (!loaded) {
      loaded = readFile(path.join(localesDir, `${locale}.json`), 'utf8').then(
        (text) => (JSON.parse(text) as { delivery: PinMessages }).delivery,
        (error: unknown) => {
          // Read again next time: a file being replaced by a deploy is there a moment later.
          messages.delete(locale);
          throw error;
        },
      );
      messages.set(locale, loaded);
    }
    return loaded;
  };

  const page = (locale: LocaleCode, title: string, body: string) =>
    `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

  return {
    async confirmation(request: FastifyRequest, pin: Pin, signature: string, next: string): Promise<string> {
      const locale = localeOf(request, next);
      const t = await messagesOf(locale);
      const until = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'long', timeZone: 'UTC' });
      const text = fill(escapeHtml(t.confirmText), {
        remote: `<strong>${escapeHtml(pin.remote)}</strong>`,
        version: `<code>${escapeHtml(pin.version)}</code>`,
        until: escapeHtml(until.format(pin.until)),
      });
      const fields = { remote: pin.remote, version: pin.version, until: String(pin.until), sig: signature, next };
      const hidden = Object.entries(fields)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
        .join('');
      return page(
        locale,
        t.confirmTitle,
        `<p data-pin-confirm>${text}</p><form method="post" action="/_pin">${hidden}` +
          `<button type="submit">${escapeHtml(t.confirm)}</button> <a href="${escapeHtml(next)}">${escapeHtml(t.cancel)}</a></form>`,
      );
    },

    async refusal(request: FastifyRequest, next: string): Promise<string> {
      const locale = localeOf(request, next);
      const t = await messagesOf(locale);
      return page(
        locale,
        t.refusedTitle,
        `<p>${escapeHtml(t.refused)}</p><p><a href="${localizePath('/', locale)}">${escapeHtml(t.back)}</a></p>`,
      );
    },
  };
}
