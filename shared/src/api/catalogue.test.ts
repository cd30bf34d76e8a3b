import { fail, installFakeApi, ok } from '../testing/fakeApi';
import { COUNTER_ERROR_CODES } from '../types/catalogue';
import { recordGamePlay, voteGame } from './catalogue';

const counters = { views: 1, plays: 2, likes: 3, liked: false };
const later = () => new Date(Date.now() + 1_800_000).toISOString();

describe('counted plays, likes and votes', () => {
  it('take a counter token for the game once and send it with each play and vote', async () => {
    let issued = 0;
    const requests = installFakeApi((request) => {
      if (request.path === '/g/snake/counter-token') return ok({ token: `token-${++issued}`, expires_at: later() });
      return ok(counters);
    });
    await recordGamePlay('snake');
    await voteGame('snake', 'up');
    expect(requests.map((r) => `${r.method} ${r.path} ${r.headers.get('x-counter-token') ?? ''}`)).toEqual([
      'POST /g/snake/counter-token ',
      'POST /g/snake/plays token-1',
      'POST /g/snake/vote token-1',
    ]);
  });

  it('takes a new token once when the API refuses the kept one', async () => {
    let issued = 0;
    const requests = installFakeApi((request) => {
      if (request.path === '/g/merge-tiles/counter-token')
        return ok({ token: `fresh-${++issued}`, expires_at: later() });
      if (request.headers.get('x-counter-token') === 'fresh-1')
        return fail(403, COUNTER_ERROR_CODES.counterTokenInvalid, 'stale');
      return ok(counters);
    });
    await expect(recordGamePlay('merge-tiles')).resolves.toEqual(counters);
    expect(requests.map((r) => r.path)).toEqual([
      '/g/merge-tiles/counter-token',
      '/g/merge-tiles/plays',
      '/g/merge-tiles/counter-token',
      '/g/merge-tiles/plays',
    ]);
  });
});
