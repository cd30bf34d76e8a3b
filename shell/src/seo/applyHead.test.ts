import { applyHeadTags } from './applyHead';

describe('applyHeadTags', () => {
  beforeEach(() => {
    document.head.innerHTML = [
      '<meta charset="utf-8">',
      '<meta name="description" content="old">',
      '<meta property="og:title" content="old">',
      '<link rel="canonical" href="https://x/old">',
      '<link rel="alternate" hreflang="fr" href="https://x/fr/old">',
      '<link rel="preload" href="/remotes/games/x/remoteEntry.js" as="script">',
      '<script type="application/ld+json">{"@type":"VideoGame"}</script>',
      '<script>window.__PORTAL_CONFIG__={}</script>',
    ].join('');
  });

  it('replaces the SEO elements and leaves the rest of the head alone', () => {
    applyHeadTags(document, [
      { tag: 'title', text: 'New <title>' },
      { tag: 'meta', attrs: { name: 'description', content: 'new "one"' } },
      { tag: 'link', attrs: { rel: 'canonical', href: 'https://x/new' } },
    ]);
    expect(document.title).toBe('New <title>');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'new "one"');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://x/new');
    expect(document.querySelector('meta[property="og:title"]')).toBeNull();
    expect(document.querySelector('link[hreflang]')).toBeNull();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(document.querySelector('meta[charset]')).not.toBeNull();
    expect(document.querySelector('link[rel="preload"]')).not.toBeNull();
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });
});
