import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gameOriginOf } from '@portal/shared/catalogue/gameOrigins';
import { slugCandidates, slugFromTitle } from './slug.js';

describe('upload slugs', () => {
  it('are host name labels of their game origin, however long the title and whatever suffix they get', () => {
    const candidates = slugCandidates(slugFromTitle('A very long title '.repeat(20)));
    for (let i = 0; i < 25; i++) {
      const slug = candidates.next().value as string;
      assert.ok(slug.length <= 63, slug);
      assert.equal(gameOriginOf('https://games.example', slug), `https://${slug}.games.example`);
    }
  });
});
