import { tabAfterKey } from './tabKeys';

describe('tabAfterKey', () => {
  const tabs = ['new', 'mine', 'review'] as const;

  it('moves with the arrows in reading order and wraps around', () => {
    expect(tabAfterKey('ArrowRight', tabs, 'new', 'ltr')).toBe('mine');
    expect(tabAfterKey('ArrowRight', tabs, 'review', 'ltr')).toBe('new');
    expect(tabAfterKey('ArrowLeft', tabs, 'new', 'ltr')).toBe('review');
  });

  it('reverses the arrows right-to-left: the next tab is to the left', () => {
    expect(tabAfterKey('ArrowLeft', tabs, 'new', 'rtl')).toBe('mine');
    expect(tabAfterKey('ArrowRight', tabs, 'new', 'rtl')).toBe('review');
  });

  it('goes to the ends with Home and End, and ignores other keys', () => {
    expect(tabAfterKey('Home', tabs, 'review', 'ltr')).toBe('new');
    expect(tabAfterKey('End', tabs, 'new', 'ltr')).toBe('review');
    expect(tabAfterKey('Enter', tabs, 'new', 'ltr')).toBeNull();
  });
});
