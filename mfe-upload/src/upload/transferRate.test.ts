import { LOCALE_CODES } from '@portal/shared';
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
    expect(formatBytes(512, 'en')).toBe('512 bytes');
    expect(formatBytes(2.5 * 1024 * 1024, 'de')).toBe('2,5 MB');
  });

  it('spells bytes out with the language’s plural forms, in every locale', () => {
    expect(formatBytes(819, 'en')).toBe('819 bytes');
    expect(formatBytes(1, 'en')).toBe('1 byte');
    expect(formatBytes(2, 'ru')).toBe('2 байта');
    expect(formatBytes(5, 'ru')).toBe('5 байт');
    expect(formatBytes(2, 'pl')).toBe('2 bajty');
    for (const locale of LOCALE_CODES) {
      expect(formatBytes(819, locale)).toMatch(/819|٨١٩/);
      // The long name, never the bare symbol "B" or an untranslated "byte" outside English-like locales.
      expect(formatBytes(819, locale)).not.toMatch(/\bB\b/);
    }
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
