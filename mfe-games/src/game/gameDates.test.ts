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

  it('keeps the labels of a reload whose dates did not change, without a formatter', () => {
    const game = { ...snake, published_at: '2025-03-12T00:30:00Z', updated_at: '2025-04-02T00:10:00Z' } as GameDetail;
    const before = withDateLabels(game, 'de');
    const formatter = jest.spyOn(Intl, 'DateTimeFormat');
    const again = withDateLabels({ ...game, likes: game.likes + 1 }, 'de', before);
    expect(formatter).not.toHaveBeenCalled();
    expect([again.published_label, again.updated_label]).toEqual([before.published_label, before.updated_label]);
    const updated = withDateLabels({ ...game, updated_at: '2025-05-20T12:00:00Z' }, 'de', before);
    expect(updated.updated_label).toBe('20.05.2025');
    expect(updated.published_label).toBe(before.published_label);
    formatter.mockRestore();
  });
});
