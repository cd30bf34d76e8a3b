/**
 * The legal pages are published in one authoritative language (English) and are deliberately not translated:
 * a translation could differ from the binding text. Their text lives here, not in the locale files.
 */
export const LEGAL_LAST_UPDATED = '2026-11-21';

/** A paragraph, a bullet list, or a paragraph ending in a link to a page of the portal (locale-neutral path). */
export type LegalBlock = string | { list: readonly string[] } | { text: string; link: { path: string; label: string } };

export interface LegalSection {
  /** Anchor of the section, so a part of the text can be linked to (e.g. /privacy-policy#cookies). */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}
