import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// Raw HTML in Markdown is escaped by markdown-it; the sanitiser is the second fence for whatever gets through.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

/** Headings that get an id: the ones a table of contents lists (h1 becomes h2 below). */
const ANCHORED = new Set(['h1', 'h2', 'h3']);

/**
 * A heading's anchor: its text lower-cased, every run of anything but letters, marks and digits turned into one
 * "-", so "Play as a guest" → "play-as-a-guest" and "如何开始？" → "如何开始" (an id may be any Unicode).
 */
export function headingSlug(text: string): string {
  const slug = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

// Ids from the heading text, numbered on repeats ("tips", "tips-2"), so a link to a section stays valid as long
// as its heading does.
markdown.core.ruler.push('heading_ids', (state) => {
  const used = new Set<string>();
  state.tokens.forEach((token, index) => {
    if (token.type !== 'heading_open' || !ANCHORED.has(token.tag)) return;
    const inline = state.tokens[index + 1];
    const text = (inline?.children ?? [])
      .filter((t) => t.type === 'text' || t.type === 'code_inline')
      .map((t) => t.content)
      .join('');
    const base = headingSlug(text);
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    token.attrSet('id', id);
  });
});

const ALLOWED_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'code',
  'pre',
  'blockquote',
  'a',
  'hr',
  'br',
];

/**
 * Markdown → HTML safe to inject: a small tag allowlist, http(s) and site-relative links only, no attributes else
 * but the generated ids of h2/h3 (the post page builds its table of contents from them).
 */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'rel', 'target'], code: ['class'], h2: ['id'], h3: ['id'] },
    allowedClasses: { code: [/^language-[\w-]+$/] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    transformTags: {
      // Headings start at h2: the page's h1 is the post title.
      h1: 'h2',
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const external: sanitizeHtml.Attributes = { href, rel: 'noopener noreferrer nofollow', target: '_blank' };
        return { tagName, attribs: /^https?:/i.test(href) ? external : { href } };
      },
    },
  });
}

const WORDS_PER_MINUTE = 200;
const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/** Minutes to read a text in any language (word segmentation also splits Chinese, Japanese and Thai). */
export function readingMinutes(text: string, language: string): number {
  const localSegmenter = language ? new Intl.Segmenter(language, { granularity: 'word' }) : segmenter;
  let words = 0;
  for (const segment of localSegmenter.segment(text)) if (segment.isWordLike) words += 1;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
