import type { i18n as I18n } from 'i18next';

/**
 * Text wrapped in Unicode's first-strong isolate (U+2068 … U+2069): it takes its own direction from its first
 * letter and does not reorder what surrounds it. A Latin game title ending in "!" inside an Arabic sentence keeps its
 * "!" and the sentence's own punctuation where each belongs; an Arabic name in an English sentence likewise.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;

/**
 * The "bidi" interpolation format: a message writes `{{title, bidi}}` where a value in another script (a game's
 * title, a player's name, a file extension) sits inside its sentence. Every i18n instance that renders messages
 * (the page's, the server renderer's, the test kits') registers it.
 */
export function addBidiFormat(instance: I18n): void {
  instance.services.formatter?.add('bidi', (value: unknown) => isolate(String(value)));
}
