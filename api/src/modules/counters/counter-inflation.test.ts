import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameDetail } from '@portal/shared/types/catalogue';
import { COUNTER_ERROR_CODES } from '@portal/shared/types/catalogue';
import { useTestApi } from '../../test/context.js';
import { API } from '../../test/http.js';

const ADDRESS = '203.0.113.50';
const CAP = 5;
const device = (i: number) => ({ 'x-device-id': `fresh-device-${String(i).padStart(4, '0')}` });

describe('counters count people: tokens and a per-address cap on new devices', () => {
  const t = useTestApi({ counterRateLimit: 10_000, counterActorsPerAddressHour: CAP });
  const call = (method: 'POST' | 'DELETE', url: string, headers: Record<string, string>, remoteAddress = ADDRESS) =>
    t.app.inject({ method, url: `${API}${url}`, headers, remoteAddress });
  const counts = async (slug: string) => {
    const res = await t.app.inject({ url: `${API}/g/${slug}` });
    const game = res.json<{ data: GameDetail }>().data;
    return { plays: game.plays, likes: game.likes };
  };

  it('adds nothing for 50 plays and 50 likes from one address with fresh device ids and no token', async () => {
    const before = await counts('snake');
    for (let i = 0; i < 50; i++) {
      const play = await call('POST', '/g/snake/plays', device(i));
      const like = await call('POST', '/g/snake/like', device(i));
      assert.deepEqual(
        [play.statusCode, play.json().code, like.statusCode, like.json().code],
        [403, COUNTER_ERROR_CODES.counterTokenInvalid, 403, COUNTER_ERROR_CODES.counterTokenInvalid],
      );
    }
    assert.deepEqual(await counts('snake'), before);
  });

  it('with tokens, one address counts at most its cap of new devices an hour', async () => {
    const before = await counts('merge-tiles');
    let refused = 0;
    for (let i = 100; i < 150; i++) {
      const issued = await call('POST', '/g/merge-tiles/counter-token', device(i));
      if (issued.statusCode !== 200) {
        assert.deepEqual([issued.statusCode, issued.json().code], [429, COUNTER_ERROR_CODES.tooManyDevices]);
        refused++;
        continue;
      }
      const headers = { ...device(i), 'x-counter-token': issued.json().data.token as string };
      assert.equal((await call('POST', '/g/merge-tiles/plays', headers)).statusCode, 200);
      assert.equal((await call('POST', '/g/merge-tiles/like', headers)).statusCode, 200);
    }
    assert.equal(refused, 50 - CAP);
    assert.deepEqual(await counts('merge-tiles'), { plays: before.plays + CAP, likes: before.likes + CAP });

    // A device the address already used this hour still gets tokens; another address has its own budget.
    assert.equal((await call('POST', '/g/snake/counter-token', device(100))).statusCode, 200);
    assert.equal((await call('POST', '/g/snake/counter-token', device(140), '203.0.113.51')).statusCode, 200);
  });

  it('binds a token to its game and its device', async () => {
    const issued = await call('POST', '/g/snake/counter-token', device(7), '203.0.113.60');
    const token = issued.json().data.token as string;
    const other = await call(
      'POST',
      '/g/merge-tiles/plays',
      { ...device(7), 'x-counter-token': token },
      '203.0.113.60',
    );
    assert.equal(other.statusCode, 403, 'another game');
    const stolen = await call('POST', '/g/snake/plays', { ...device(8), 'x-counter-token': token }, '203.0.113.60');
    assert.equal(stolen.statusCode, 403, 'another device');
    const forged = await call(
      'POST',
      '/g/snake/plays',
      { ...device(7), 'x-counter-token': `${token.split('.')[0]}.${'A'.repeat(43)}` },
      '203.0.113.60',
    );
    assert.equal(forged.statusCode, 403, 'a forged signature');
    const own = await call('POST', '/g/snake/plays', { ...device(7), 'x-counter-token': token }, '203.0.113.60');
    assert.equal(own.statusCode, 200);
  });
});
