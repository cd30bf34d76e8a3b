const ELLIPSIS = '…';
const TRAILING = /[\s,.;:!?、。，；：—–-]+$/u;

/** Word segments of a text; Intl.Segmenter also finds word breaks in Chinese, Japanese and Thai, which have no spaces. */
function words(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    return Array.from(new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text), (s) => s.segment);
  }
  return text.split(/(\s+)/);
}

/**
 * A text shortened to at most `max` characters, cut at a word boundary with an ellipsis (meta descriptions: search
 * engines show about 160). Whitespace runs become one space. A first word longer than half the limit is cut hard.
 */
export function truncateText(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if ([...clean].length <= max) return clean;
  let kept = '';
  let length = 0;
  for (const word of words(clean)) {
    const size = [...word].length;
    if (length + size > max - 1) break;
    kept += word;
    length += size;
  }
  if (length < max / 2) kept = [...clean].slice(0, max - 1).join('');
  return kept.replace(TRAILING, '') + ELLIPSIS;
}
