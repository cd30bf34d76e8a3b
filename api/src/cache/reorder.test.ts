import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cacheKey } from './catalogue-cache.js';
import { changesOrder, orderOf } from './reorder.js';

const game = (slug: string, plays: number, likes = 0) => ({ slug, plays, likes });
const counts = (plays: number, up = 0) => ({ views: 0, plays, likes: 0, votes_up: up, votes_down: 0 });
// A hot page: a (30), b (20), c (10), d (5).
const page = { items: [game('a', 30), game('b', 20), game('c', 10), game('d', 5)] };

describe('reorder: which cached pages a counter change reorders', () => {
  it('knows each cached answer’s order from its key', () => {
    assert.equal(orderOf(cacheKey('games', 'en', 'hot', '', '', 1, 20)), 'hot');
    assert.equal(orderOf(cacheKey('games', 'en', 'new', '', '', 1, 20)), null);
    assert.equal(orderOf(cacheKey('g/c', 'en', 'puzzle', 'top', 1, 20)), 'top');
    assert.equal(orderOf(cacheKey('/c/hot', 'en', 12)), 'hot');
    assert.equal(orderOf(cacheKey('game', 'en', 'snake')), null);
  });

  it('keeps a page whose games keep their places', () => {
    assert.equal(changesOrder('hot', page, [{ slug: 'b', was: counts(20), now: counts(21) }]), false);
    assert.equal(changesOrder('hot', page, [{ slug: 'z', was: counts(1), now: counts(2) }]), false, 'still below');
    assert.equal(changesOrder('hot', page, [{ slug: 'y', was: counts(90), now: counts(91) }]), false, 'still above');
    assert.equal(changesOrder('top', page, [{ slug: 'b', was: counts(20), now: counts(25) }]), false, 'ties on score');
  });

  it('drops a page when a game passes a neighbour, enters it, or sits at its edge', () => {
    assert.equal(changesOrder('hot', page, [{ slug: 'c', was: counts(10), now: counts(21) }]), true, 'passes b');
    assert.equal(changesOrder('hot', page, [{ slug: 'z', was: counts(4), now: counts(6) }]), true, 'enters from below');
    assert.equal(
      changesOrder('hot', page, [{ slug: 'y', was: counts(31), now: counts(29) }]),
      true,
      'enters from above',
    );
    assert.equal(changesOrder('hot', page, [{ slug: 'd', was: counts(5), now: counts(6) }]), true, 'last item');
    assert.equal(
      changesOrder('top', page, [{ slug: 'c', was: counts(10), now: counts(10, 1) }]),
      true,
      'a thumbs up in top',
    );
  });
});
