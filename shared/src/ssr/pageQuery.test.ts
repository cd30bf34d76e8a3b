import { pageQuery } from './pageQuery';

describe('pageQuery', () => {
  it('keeps the parameters pages read and drops the rest', () => {
    expect(pageQuery('?utm_source=x&q=snake&_=123&page=2')).toBe('?q=snake&page=2');
    expect(pageQuery('?cb=1')).toBe('');
    expect(pageQuery('')).toBe('');
  });

  it('spells one query one way whatever the order or repetition', () => {
    expect(pageQuery('?page=2&q=a')).toBe(pageQuery('?q=a&page=2&page=9'));
    expect(pageQuery('?q=%E3%81%82+b')).toBe('?q=%E3%81%82+b');
  });
});
