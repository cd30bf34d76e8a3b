import assert from 'node:assert/strict';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadConfig } from '../config.js';
import { LANGUAGES } from '../i18n/languages.js';

const seedDir = loadConfig().seedDir;
const readJson = async (...parts: string[]) => JSON.parse(await readFile(path.join(seedDir, ...parts), 'utf8'));
/** Languages every blog post is written in in full (product.md); the others may have a title and excerpt only. */
const FULL_TEXT_LANGUAGES: readonly string[] = ['en', 'zh-CN', 'ja', 'fr', 'de', 'es'];
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

/** The shipped content is complete in all 18 languages: a missing translation fails here, not in front of players. */
describe('seed content', () => {
  it('names every category and tag in all 18 languages', async () => {
    for (const file of ['categories.json', 'tags.json']) {
      for (const entry of await readJson('catalogue', file)) {
        for (const language of LANGUAGES)
          assert.ok(entry.i18n[language]?.name?.trim(), `${file} ${entry.slug} ${language}`);
      }
    }
  });

  it('gives every game a folder with index.html and a title, description and instructions in all 18 languages', async () => {
    const metas = (await readdir(path.join(seedDir, 'game-meta'))).filter((f) => f.endsWith('.json'));
    assert.ok(metas.length >= 4);
    for (const file of metas) {
      const game = await readJson('game-meta', file);
      assert.ok((await stat(path.join(seedDir, 'games', game.slug, 'index.html'))).isFile());
      for (const language of LANGUAGES) {
        const text = game.i18n[language];
        assert.ok(
          text?.title?.trim() && text.description?.trim() && text.instructions?.trim(),
          `${game.slug} ${language}`,
        );
      }
    }
  });

  it('gives every game a 640 × 360 WebP thumbnail (scripts/generate-seed-thumbnails.mjs)', async () => {
    for (const slug of await readdir(path.join(seedDir, 'games'))) {
      const folder = path.join(seedDir, 'games', slug);
      const webp = await readFile(path.join(folder, 'thumbnail.webp'));
      assert.equal(webp.subarray(0, 4).toString('latin1'), 'RIFF', slug);
      assert.equal(webp.subarray(8, 12).toString('latin1'), 'WEBP', slug);
      // VP8 (lossy) frame header: width and height, 14 bits each, at bytes 26–29.
      assert.equal(webp.subarray(12, 16).toString('latin1'), 'VP8 ', slug);
      const [width, height] = [webp.readUInt16LE(26) & 0x3fff, webp.readUInt16LE(28) & 0x3fff];
      assert.deepEqual([width, height], [640, 360], slug);
    }
  });

  it('ships at least 6 blog posts, titled and summed up in all 18 languages, with the full text in at least six', async () => {
    const posts = await readdir(path.join(seedDir, 'blog', 'posts'));
    assert.ok(posts.length >= 6, `${posts.length} posts`);
    const categories = (await readJson('blog', 'categories.json')).map((c: { slug: string }) => c.slug);
    for (const slug of posts) {
      const meta = await readJson('blog', 'posts', slug, 'meta.json');
      assert.equal(meta.slug, slug);
      assert.ok(categories.includes(meta.category), `${slug} category`);
      for (const language of LANGUAGES) {
        assert.ok(meta.i18n[language]?.title?.trim() && meta.i18n[language]?.excerpt?.trim(), `${slug} ${language}`);
        const body = await readFile(path.join(seedDir, 'blog', 'posts', slug, `${language}.md`), 'utf8').catch(
          () => null,
        );
        // Elsewhere the English text is shown with the translated title until a translation ships.
        if (body === null && !FULL_TEXT_LANGUAGES.includes(language)) continue;
        assert.ok(body && body.trim().length > 200, `${slug}/${language}.md`);
        const prefix = language === 'en' ? '/' : `/${language}/`;
        for (const [, href] of body.matchAll(/\]\(([^)]+)\)/g)) {
          assert.ok(
            href === `/${language}` || href === '/' || href!.startsWith(prefix),
            `${slug}/${language}.md links ${href}`,
          );
        }
      }
    }
  });

  it('has SEO texts for the same page keys and placeholders in all 18 languages', async () => {
    const en = await readJson('seo', 'en.json');
    for (const language of LANGUAGES) {
      const seo = await readJson('seo', `${language}.json`);
      assert.deepEqual(Object.keys(seo).sort(), Object.keys(en).sort(), language);
      for (const [key, entry] of Object.entries<Record<string, string>>(seo)) {
        for (const field of ['title', 'description', 'keywords', 'ogTitle', 'ogDescription']) {
          assert.ok(entry[field]?.trim(), `${language} ${key}.${field}`);
          const expected = placeholders(en[key][field]).filter((p) => p !== 'siteName');
          assert.deepEqual(
            placeholders(entry[field]!).filter((p) => p !== 'siteName'),
            expected,
            `${language} ${key}.${field}`,
          );
        }
      }
    }
  });
});
