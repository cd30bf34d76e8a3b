import { scrollRoom } from './scrollHint';

describe('scrollRoom', () => {
  it('says there is more at the end of a row wider than its box, until scrolled there', () => {
    expect(scrollRoom({ scrollLeft: 0, scrollWidth: 600, clientWidth: 350 }, false)).toEqual({
      start: false,
      end: true,
    });
    expect(scrollRoom({ scrollLeft: 250, scrollWidth: 600, clientWidth: 350 }, false)).toEqual({
      start: true,
      end: false,
    });
    expect(scrollRoom({ scrollLeft: 0, scrollWidth: 350, clientWidth: 350 }, false)).toEqual({
      start: false,
      end: false,
    });
  });

  it('reads right-to-left rows, whose scrollLeft goes negative towards the end', () => {
    expect(scrollRoom({ scrollLeft: 0, scrollWidth: 600, clientWidth: 350 }, true)).toEqual({
      start: false,
      end: true,
    });
    expect(scrollRoom({ scrollLeft: -250, scrollWidth: 600, clientWidth: 350 }, true)).toEqual({
      start: true,
      end: false,
    });
  });
});
