export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** A post gets a table of contents from this many sections on; a shorter one is read at a glance. */
export const MIN_TOC_ENTRIES = 3;

/** The sections of a post: its h2 and h3 with the ids the API gave them when it rendered the Markdown. */
export function tocEntries(html: string): TocEntry[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.querySelectorAll<HTMLHeadingElement>('h2[id], h3[id]')].map((heading) => ({
    id: heading.id,
    text: heading.textContent?.trim() ?? '',
    level: heading.tagName === 'H3' ? 3 : 2,
  }));
}
