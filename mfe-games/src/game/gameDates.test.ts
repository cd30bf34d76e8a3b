import type { GameDetail } from '@portal/shared';
import { snake } from '../test/renderPage';
import { withDateLabels } from './gameDates';

describe('withDateLabels', () => {
  it('writes the published and updated dates in the page’s language and in UTC', () => {
    // Just after midnight UTC: a browser west of Greenwich would write the day before.
    const game = { ...snake, published_at: '2025-03-12T00:30:00Z', updated_at: '2025-04-02T00:10:00Z' } as GameDetail;
    const dated = withDateLabels(game, 'fr');
    expect([dated.published_label, dated.updated_label]).toEqual(['12 mars 2025', '2 avr. 2025']);
    expect(dated.slug).toBe(game.slug);
  });

  it('writes no published date for a game not yet published', () => {
    const dated = withDateLabels({ ...snake, published_at: null } as GameDetail, 'en');
    expect(dated.published_label).toBeUndefined();
    expect(dated.updated_label).toMatch(/\d{4}/);
  });
});
