import { groupByInitial, initialOf } from './groupByInitial';

const titled = (...titles: string[]) => titles.map((title) => ({ title }));

describe('games sitemap grouping', () => {
  it('files titles under their first letter without accents, digits and symbols under #', () => {
    expect(initialOf('élan', 'fr')).toBe('E');
    expect(initialOf('  snake', 'en')).toBe('S');
    expect(initialOf('2048', 'en')).toBe('#');
    expect(initialOf('¡Hola!', 'es')).toBe('#');
    expect(initialOf('ılık', 'tr')).toBe('I');
    expect(initialOf('içki', 'tr')).toBe('İ');
  });

  it('sorts in the locale order and puts # first', () => {
    const groups = groupByInitial(titled('Snake', 'brick breaker', '2048', 'Écrans', 'Memory Match', 'Merge Tiles'), 'en');
    expect(groups.map((g) => [g.initial, g.items.map((i) => i.title)])).toEqual([
      ['#', ['2048']],
      ['B', ['brick breaker']],
      ['E', ['Écrans']],
      ['M', ['Memory Match', 'Merge Tiles']],
      ['S', ['Snake']],
    ]);
  });
});
