import { isMobileDevice, rootFontSizePx } from './device';
import { installRootFontSize } from './rootFontSize';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('mobile detection and root font size', () => {
  it('is mobile under 768 px, or on a mobile user agent up to 768 px', () => {
    expect(isMobileDevice(767, DESKTOP_UA)).toBe(true);
    expect(isMobileDevice(768, DESKTOP_UA)).toBe(false);
    expect(isMobileDevice(768, PHONE_UA)).toBe(true);
    expect(isMobileDevice(1024, PHONE_UA)).toBe(false);
  });

  it('scales 16 px at 375 px wide, capped at 24 px, and is 16 px on desktop', () => {
    expect(rootFontSizePx(375, PHONE_UA)).toBe(16);
    expect(rootFontSizePx(320, DESKTOP_UA)).toBeCloseTo(13.65, 2);
    expect(rootFontSizePx(768, PHONE_UA)).toBe(24);
    expect(rootFontSizePx(1280, DESKTOP_UA)).toBe(16);
  });

  it('follows resizes 100 ms after they settle', () => {
    jest.useFakeTimers();
    const root = document.documentElement;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    const stop = installRootFontSize(window);
    expect(root.style.fontSize).toBe('16px');
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 450 });
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(99);
    expect(root.style.fontSize).toBe('16px');
    jest.advanceTimersByTime(1);
    expect(root.style.fontSize).toBe('19.2px');
    stop();
    jest.useRealTimers();
  });
});
