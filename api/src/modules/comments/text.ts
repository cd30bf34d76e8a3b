/**
 * Plain user text (comments, feedback): cleaned for storage, measured in characters, compared for duplicates and
 * scanned for links. Nothing here escapes HTML: the text is stored and returned as written, and clients render it
 * as text.
 */

// C0 control characters and DEL other than tab and newline: invisible, and NUL is not storable in PostgreSQL text.
// (Not \p{Cc} alone: that holds the C1 range U+0080–U+009F too, which the text keeps.)
const CONTROL = /[^\P{Cc}\t\n\u0080-\u009F]/gu;

/** Line endings unified, control characters removed, surrounding white space trimmed. */
export function cleanText(raw: string): string {
  return raw.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
}

/** Length in characters (code points), as PostgreSQL's char_length counts: an emoji is one, not two. */
export const charLength = (text: string): number => [...text].length;

/** What two texts are compared by for duplicates: compatibility-normalised, case-folded, white space collapsed. */
export function duplicateKey(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

// Bare domains count as links only under TLDs spammers favour, so "lvl.up" or "v1.2" in ordinary talk do not.
const BARE_DOMAIN_TLDS = [
  'com',
  'net',
  'org',
  'info',
  'biz',
  'io',
  'co',
  'me',
  'ly',
  'gg',
  'app',
  'dev',
  'site',
  'online',
  'shop',
  'store',
  'link',
  'click',
  'club',
  'xyz',
  'top',
  'icu',
  'live',
  'vip',
  'win',
  'bet',
  'fun',
  'ru',
  'cn',
  'tk',
  'cc',
  'su',
];
const LINK = new RegExp(
  String.raw`\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)[^\s]+` +
    String.raw`|\b(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:${BARE_DOMAIN_TLDS.join('|')})\b(?:\/[^\s]*)?`,
  'giu',
);

/** How many links the text carries: scheme URLs, www. addresses and bare domains under common spam TLDs. */
export function countLinks(text: string): number {
  return text.normalize('NFKC').match(LINK)?.length ?? 0;
}
