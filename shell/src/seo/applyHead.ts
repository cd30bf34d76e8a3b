import type { HeadTag } from '@portal/shared';

/** The head elements the SEO head owns; everything else in <head> (config, preloads, styles) is left alone. */
const MANAGED = [
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[property^="article:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  // The served page's JSON-LD describes that page only; after a navigation it would describe the wrong one.
  'script[type="application/ld+json"]',
].join(',');

/** Replaces the document's SEO head with `tags` (title, meta and links), as the edge server would have served it. */
export function applyHeadTags(doc: Document, tags: readonly HeadTag[]): void {
  doc.head.querySelectorAll(MANAGED).forEach((element) => element.remove());
  const fragment = doc.createDocumentFragment();
  for (const tag of tags) {
    if (tag.tag === 'title') {
      doc.title = tag.text;
      continue;
    }
    const element = doc.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
    fragment.appendChild(element);
  }
  doc.head.appendChild(fragment);
}
