export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** A post gets a table of contents from this many sections on; a shorter one is read at a glance. */
export const MIN_TOC_ENTRIES = 3;

const HEADING = /<h([23])\b[^>]*?\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** A heading's text: its markup dropped and character references decoded. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
      if (ref[0] !== '#') return ENTITIES[ref.toLowerCase()] ?? whole;
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .trim();
}

/**
 * The sections of a post: its h2 and h3 with the ids the API gave them when it rendered the Markdown. Read from
 * the markup the API wrote (no DOM), so the server renders the same table of contents as the browser.
 */
export function tocEntries(html: string): TocEntry[] {
  return [...html.matchAll(HEADING)].map(([, level, id, inner]) => ({
    id: id!,
    text: textOf(inner!),
    level: level === '3' ? 3 : 2,
  }));
}
