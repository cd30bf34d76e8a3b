import { debounce, debounceButton } from './debounce';

describe('debounce helpers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('debounce runs once, 300 ms after the last call, with the last arguments', () => {
    const fn = jest.fn();
    const d = debounce(fn);
    d('a');
    jest.advanceTimersByTime(200);
    d('b');
    jest.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('b');
  });

  it('debounceButton runs the first click at once and ignores clicks within 1000 ms', () => {
    const fn = jest.fn();
    const click = debounceButton(fn);
    click(1);
    click(2);
    jest.advanceTimersByTime(500);
    click(3);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(1);
    jest.advanceTimersByTime(1000);
    click(4);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(4);
  });

  it('cancel drops a pending call', () => {
    const fn = jest.fn();
    const d = debounce(fn, 100);
    d();
    d.cancel();
    jest.advanceTimersByTime(200);
    expect(fn).not.toHaveBeenCalled();
  });
});
