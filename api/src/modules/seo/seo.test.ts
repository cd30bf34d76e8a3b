import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApi } from '../../test/context.js';
import type { SeoConfig } from '@portal/shared';

const PAGE_KEYS = [
  'home',
  'game',
  'category',
  'tag',
  'maker',
  'tags',
  'search',
  'blog',
  'blog_post',
  'about',
  'privacy',
  'terms',
  'not_found',
];

describe('seo config', () => {
  const t = useTestApi();

  it('returns every page key with all six fields, in the language', async () => {
    const en = (await t.api.get<SeoConfig>('/seo/config')).body.data;
    const fr = (await t.api.get<SeoConfig>('/seo/config?language=fr')).body.data;
    for (const key of PAGE_KEYS) {
      for (const field of ['title', 'description', 'keywords', 'ogTitle', 'ogDescription', 'ogImage'] as const) {
        assert.ok((en[key]?.[field]?.length ?? 0) > 0, `${key}.${field}`);
      }
    }
    assert.notEqual(fr.home?.description, en.home?.description);
    assert.match(en.game?.title ?? '', /\{gameName\}/);
    assert.equal(en.game?.ogImage, '{gameImage}');
  });

  it('falls back to English per page key', async () => {
    await t.context.db.query(`DELETE FROM seo_pages WHERE language = 'pl' AND page_key = 'about'`);
    t.context.cache.invalidate();
    const pl = (await t.api.get<SeoConfig>('/seo/config?language=pl')).body.data;
    const en = (await t.api.get<SeoConfig>('/seo/config?language=en')).body.data;
    assert.equal(pl.about?.title, en.about?.title);
    assert.notEqual(pl.home?.title, en.home?.title);
  });
});
