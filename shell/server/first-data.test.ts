import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ApiAccess, ApiAnswer } from './api-access.js';
import { createFirstDataLoader } from './first-data.js';

const answer = (data: unknown, status = 200): ApiAnswer<never> => ({
  status,
  body: { code: 0, message: 'ok', success: status === 200, data: data as never },
});

describe('first data of a page', () => {
  it('reads the home page top in the page language and keys it as the page will look it up', async () => {
    const calls: string[] = [];
    const api: ApiAccess = async (path, query) => {
      calls.push(`${path}?${new URLSearchParams(query).toString()}`);
      return answer([{ slug: path }]);
    };
    const load = createFirstDataLoader(api);
    assert.deepEqual(await load('/fr'), {
      language: 'fr',
      entries: { '/g/c/featured?limit=6': [{ slug: '/g/c/featured' }], '/c/hot?limit=12': [{ slug: '/c/hot' }] },
    });
    assert.deepEqual(calls, ['/g/c/featured?limit=6&language=fr', '/c/hot?limit=12&language=fr']);
    assert.equal((await load('/zh-CN/'))?.language, 'zh_cn');
  });

  it('has nothing for other pages, and leaves out answers that failed or came late', async () => {
    const api: ApiAccess = (path) =>
      path === '/c/hot'
        ? new Promise((resolve) => setTimeout(() => resolve(answer([])), 50))
        : Promise.resolve(answer(null, 503));
    const load = createFirstDataLoader(api, 10);
    assert.equal(await load('/games/snake'), null);
    assert.equal(await load('/no/such/page'), null);
    assert.equal(await load('/'), null);
  });
});
