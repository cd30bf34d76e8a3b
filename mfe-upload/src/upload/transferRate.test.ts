import { createRateMeter } from './transferRate';
import { formatBytes, formatDuration, formatSpeed } from './formatUnits';

describe('createRateMeter', () => {
  it('has no speed until half a second has passed, then measures over the last seconds', () => {
    let now = 0;
    const measure = createRateMeter(() => now);
    expect(measure(0, 10_000)).toEqual({ bytesPerSecond: null, secondsLeft: null });
    now = 200;
    expect(measure(100, 10_000)).toEqual({ bytesPerSecond: null, secondsLeft: null });
    now = 1000;
    expect(measure(1000, 10_000)).toEqual({ bytesPerSecond: 1000, secondsLeft: 9 });
    // The connection slows down: old samples drop out of the window, so the speed follows.
    now = 6000;
    measure(1500, 10_000);
    now = 8000;
    const slow = measure(1700, 10_000);
    expect(slow.bytesPerSecond).toBeCloseTo(100);
    expect(slow.secondsLeft).toBeCloseTo(83);
  });
});

describe('units in the reader’s language', () => {
  it('formats sizes in binary steps so the limits read round', () => {
    expect(formatBytes(100 * 1024 * 1024, 'en')).toBe('100 MB');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(512, 'en')).toBe('512 byte');
    expect(formatBytes(2.5 * 1024 * 1024, 'de')).toBe('2,5 MB');
  });

  it('formats speed and time left', () => {
    expect(formatSpeed(2 * 1024 * 1024, 'en')).toBe('2 MB/s');
    expect(formatDuration(0.2, 'en')).toBe('1 second');
    expect(formatDuration(44.1, 'en')).toBe('45 seconds');
    expect(formatDuration(125, 'en')).toBe('3 minutes');
    expect(formatDuration(5400, 'en')).toBe('1.5 hours');
    expect(formatDuration(125, 'fr')).toBe('3 minutes');
    expect(formatDuration(45, 'ja')).toBe('45 秒');
  });
});
