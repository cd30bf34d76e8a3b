import { installFakeApi, ok } from '../testing/fakeApi';
import { signInForTest, signOutForTest } from '../testing/session';
import { setGameLike } from './gameLike';

const later = () => new Date(Date.now() + 1_800_000).toISOString();
const answer = { slug: 'snake', views: 1, plays: 2, likes: 3, liked: true, votes_up: 0, votes_down: 0, vote: null };
const sent = (requests: ReturnType<typeof installFakeApi>) =>
  requests.map(
    (r) => `${r.method} ${r.path} ${r.headers.get('authorization') ?? '-'} ${r.headers.get('x-counter-token') ?? '-'}`,
  );

describe('setGameLike: one route for guests and signed-in players', () => {
  afterEach(signOutForTest);

  it('likes as the signed-in player with their bearer token, no counter token, and unlikes with DELETE', async () => {
    signInForTest();
    const requests = installFakeApi(() =>
      ok({ ...answer, game_stats: { play_count: 0, favorite_count: 0, liked_count: 1 } }),
    );
    await expect(setGameLike('snake', true)).resolves.toMatchObject({ liked: true, game_stats: { liked_count: 1 } });
    await setGameLike('snake', false);
    expect(sent(requests)).toEqual(['POST /g/snake/like Bearer token-1 -', 'DELETE /g/snake/like Bearer token-1 -']);
  });

  it("likes as a guest with the game's counter token, taken once", async () => {
    const requests = installFakeApi((request) =>
      request.path.endsWith('/counter-token') ? ok({ token: 'token-a', expires_at: later() }) : ok(answer),
    );
    await setGameLike('lights-out', true);
    await setGameLike('lights-out', false);
    expect(sent(requests)).toEqual([
      'POST /g/lights-out/counter-token - -',
      'POST /g/lights-out/like - token-a',
      'DELETE /g/lights-out/like - token-a',
    ]);
  });
});
