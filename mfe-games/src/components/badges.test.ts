import { badgeOf, hotSlugs } from './badges';

const DAY = 24 * 3600 * 1000;
const now = Date.parse('2026-06-30T12:00:00Z');
const at = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();

describe('card badges', () => {
  it('calls a game new for two weeks after it is published', () => {
    expect(badgeOf({ slug: 'a', published_at: at(13), updated_at: at(13) }, new Set(), now)).toBe('new');
    expect(badgeOf({ slug: 'a', published_at: at(15), updated_at: at(15) }, new Set(), now)).toBeNull();
  });

  it('calls a game updated for two weeks after a new version, not on its first day', () => {
    expect(badgeOf({ slug: 'a', published_at: at(60), updated_at: at(3) }, new Set(), now)).toBe('updated');
    expect(badgeOf({ slug: 'a', published_at: at(60), updated_at: at(20) }, new Set(), now)).toBeNull();
  });

  it('makes the three most played games with at least 10 plays hot, before anything else', () => {
    const hot = hotSlugs([
      { slug: 'a', plays: 50 },
      { slug: 'b', plays: 12 },
      { slug: 'c', plays: 9 },
      { slug: 'd', plays: 8 },
    ]);
    expect([...hot]).toEqual(['a', 'b']);
    expect(badgeOf({ slug: 'a', published_at: at(1), updated_at: at(1) }, hot, now)).toBe('hot');
    expect(badgeOf({ slug: 'c', published_at: null }, hot, now)).toBeNull();
  });
});
