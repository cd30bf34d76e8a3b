import { whenIdle } from './whenIdle';

describe('whenIdle', () => {
  afterEach(() => jest.useRealTimers());

  it('runs once the page has loaded and is idle, and not after being cancelled', () => {
    jest.useFakeTimers();
    const ran = jest.fn();
    whenIdle(ran);
    expect(ran).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(ran).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('waits for the load event while the page is still loading', () => {
    jest.useFakeTimers();
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const ran = jest.fn();
    whenIdle(ran);
    jest.runAllTimers();
    expect(ran).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    jest.runAllTimers();
    expect(ran).toHaveBeenCalledTimes(1);
  });
});
