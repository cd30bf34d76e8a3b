import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readingMinutes, renderMarkdown } from './markdown.js';

describe('blog markdown', () => {
  it('renders Markdown to HTML with headings shifted below the page title', () => {
    const html = renderMarkdown('# Big\n\nSome **bold** and [a link](/games/snake).\n\n- one\n- two');
    assert.match(html, /<h2 id="big">Big<\/h2>/);
    assert.match(html, /<strong>bold<\/strong>/);
    assert.match(html, /<a href="\/games\/snake">a link<\/a>/);
    assert.match(html, /<ul>\s*<li>one<\/li>/);
  });

  it('gives h2 and h3 stable ids slugged from their text, unique within the post, in any script', () => {
    const html = renderMarkdown(
      '# Big\n\n## Play *as* a `guest`\n\n## Tips\n\n### Tips\n\n## Tips 2\n\n## 如何开始？\n\n## Ça va !\n\n#### Small\n\n## !!!',
    );
    const ids = [...html.matchAll(/<h([23]) id="([^"]+)">/g)].map((m) => `h${m[1]}#${m[2]}`);
    assert.deepEqual(ids, [
      'h2#big',
      'h2#play-as-a-guest',
      'h2#tips',
      'h3#tips-2',
      'h2#tips-2-2',
      'h2#如何开始',
      'h2#ça-va',
      'h2#section',
    ]);
    assert.match(html, /<h4>Small<\/h4>/, 'deeper headings are not in a table of contents and get no id');
    assert.match(renderMarkdown('## Tips'), /id="tips"/, 'numbering starts afresh in every post');
  });

  it('neutralises script, event handlers and javascript: links', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) [y](data:text/html,hi)',
    );
    assert.doesNotMatch(html, /<script|<img|<[^>]*\son\w+=|href="javascript:|href="data:/i);
    assert.match(html, /&lt;script&gt;/, 'raw HTML is shown as text, not dropped silently');
  });

  it('marks external links as opening safely in a new tab', () => {
    const html = renderMarkdown('[site](https://example.com)');
    assert.match(html, /rel="noopener noreferrer nofollow"/);
    assert.match(html, /target="_blank"/);
  });

  it('estimates reading time in spaced and unspaced scripts', () => {
    assert.equal(readingMinutes('word '.repeat(50), 'en'), 1);
    assert.equal(readingMinutes('word '.repeat(1000), 'en'), 5);
    assert.ok(readingMinutes('我们喜欢玩游戏。'.repeat(200), 'zh-CN') >= 2);
  });
});
