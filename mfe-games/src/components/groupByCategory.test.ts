import type { Category, GameSummary } from '@portal/shared';
import { groupByCategory } from './groupByCategory';

const category = (slug: string, name: string): Category => ({
  slug,
  name,
  type: 'general',
  show_type: 'nav',
  sort_order: 0,
  game_count: 1,
});
const game = (title: string, categorySlug: string | null): GameSummary => ({
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  description: '',
  thumbnail: '',
  category: categorySlug ? { slug: categorySlug, name: categorySlug } : null,
  likes: 0,
  plays: 0,
  votes_up: 0,
  votes_down: 0,
  published_at: null,
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('groupByCategory', () => {
  it('files games under their main category in navigation order, sorted by title, leftovers last', () => {
    const groups = groupByCategory(
      [
        game('Snake', 'arcade'),
        game('Zuma', 'puzzle'),
        game('Ábaco', 'puzzle'),
        game('Hidden', 'featured'),
        game('Loose', null),
        game('Asteroids', 'arcade'),
      ],
      [category('puzzle', 'Puzzle'), category('arcade', 'Arcade'), category('strategy', 'Strategy')],
      'en',
    );
    expect(groups.map((g) => [g.category?.slug ?? null, g.games.map((x) => x.title)])).toEqual([
      ['puzzle', ['Ábaco', 'Zuma']],
      ['arcade', ['Asteroids', 'Snake']],
      [null, ['Hidden', 'Loose']],
    ]);
  });

  it('has no groups without games', () => {
    expect(groupByCategory([], [category('puzzle', 'Puzzle')], 'en')).toEqual([]);
  });
});
