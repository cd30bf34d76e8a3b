import { act, renderHook } from '@testing-library/react';
import { trackPlayStart, trackPlayTime } from '@portal/shared';
import { usePlayTime } from './usePlayTime';

jest.mock('@portal/shared', () => ({
  trackPlayStart: jest.fn(() => 'play-1234'),
  trackPlayTime: jest.fn(),
}));

let now = 0;
beforeEach(() => {
  now = 0;
  jest.spyOn(performance, 'now').mockImplementation(() => now);
  jest.mocked(trackPlayStart).mockClear();
  jest.mocked(trackPlayTime).mockClear();
});

describe('usePlayTime', () => {
  it('starts one play on the first gameplayStart and reports the seconds of each stretch of play', () => {
    const { result, unmount } = renderHook(() => usePlayTime());
    act(() => result.current('snake', 'gameplayStart'));
    now = 42_000;
    act(() => result.current('snake', 'gameplayStop'));
    // A pause does not count; playing again restarts the clock under the same play.
    now = 100_000;
    act(() => result.current('snake', 'gameplayStart'));
    now = 130_500;
    unmount();
    expect(trackPlayStart).toHaveBeenCalledTimes(1);
    expect(trackPlayStart).toHaveBeenCalledWith('snake');
    expect(jest.mocked(trackPlayTime).mock.calls).toEqual([
      ['snake', 'play-1234', 42],
      ['snake', 'play-1234', 30.5],
    ]);
  });

  it('stops the clock while the page is hidden', () => {
    const { result } = renderHook(() => usePlayTime());
    act(() => result.current('snake', 'gameplayStart'));
    now = 10_000;
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    now = 500_000;
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    now = 505_000;
    act(() => result.current('snake', 'gameOver'));
    expect(jest.mocked(trackPlayTime).mock.calls).toEqual([
      ['snake', 'play-1234', 10],
      ['snake', 'play-1234', 5],
    ]);
  });
});
