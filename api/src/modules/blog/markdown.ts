import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// Raw HTML in Markdown is escaped by markdown-it; the sanitiser is the second fence for whatever gets through.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const ALLOWED_TAGS = [
  'p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'code', 'pre', 'blockquote', 'a', 'hr', 'br',
];

/** Markdown → HTML safe to inject: a small tag allowlist, http(s) and site-relative links only, no attributes else. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'rel', 'target'], code: ['class'] },
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
