import { MIN_FUZZY_WORD } from '../query.js';

/**
 * Folds the spellings of one word that players and catalogues mix up onto one form, so that the index and queries
 * meet (both go through it; results still show names as written):
 * - Arabic: diacritics (harakat, shadda, superscript alef, Quranic marks) and tatweel dropped; hamza and wasla alef
 *   forms (أ إ آ ٱ) → ا; alef maqsura ى → ي; ta marbuta ة → ه; the article ال dropped from a word's start when two
 *   letters or more remain (players type "ثعبان" for "الثعبان").
 * - Japanese: hiragana → katakana (titles are mostly written in katakana; players type either), and the long vowel
 *   mark ー dropped (スネーク and スネク, すねーく meet; a long vowel spelt with a vowel is then one typo away).
 * Texts reach it NFKC-normalised (half-width kana are full-width by then) and lower-cased.
 */
export function foldText(text: string): string {
  if (!NEEDS_FOLDING.test(text)) return text;
  return text
    .replace(ARABIC_MARKS, '')
    .replace(ALEF_FORMS, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(ARABIC_WORD, (word) => (word.length >= 4 && word.startsWith('ال') ? word.slice(2) : word))
    .replace(HIRAGANA, (kana) => String.fromCharCode(kana.charCodeAt(0) + KATAKANA_OFFSET))
    .replace(/ー/g, '');
}

/** Arabic letters or kana: the only texts folding changes (a quick test spares every Latin text the replacements). */
const NEEDS_FOLDING = /[\u0600-\u06ff\u3041-\u30ff]/;
/** Harakat, superscript alef, Quranic annotation marks, tatweel. */
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
const ALEF_FORMS = /[أإآٱ]/g;
/** A run of Arabic letters (after the marks are gone): a word, for the article. */
const ARABIC_WORD = /[\u0621-\u064a\u0671-\u06d3]+/g;
/** Hiragana with a katakana counterpart 0x60 above (ぁ … ゖ, and the iteration marks ゝ ゞ). */
const HIRAGANA = /[\u3041-\u3096\u309d\u309e]/g;
const KATAKANA_OFFSET = 0x60;

/** A query folded as the index's texts are: its text, and its words still long enough to be matched for typos. */
export function foldQuery(query: { text: string; words: string[] }): { text: string; words: string[] } {
  const words = query.words.map(foldText).filter((word) => Array.from(word).length >= MIN_FUZZY_WORD);
  return { text: foldText(query.text), words: [...new Set(words)] };
}
