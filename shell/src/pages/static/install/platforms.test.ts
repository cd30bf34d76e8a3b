import { detectPlatform, platformsFor } from './platforms';

const UA = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/129.0.6668.46 Mobile/15E148 Safari/604.1',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36 Edg/129.0.0.0',
  firefoxDesktop: 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:131.0) Gecko/131.0 Firefox/131.0',
};

describe('install platform detection', () => {
  it('recognises each platform of the guide from its user agent', () => {
    expect(detectPlatform(UA.androidChrome)).toBe('android');
    expect(detectPlatform(UA.samsung)).toBe('samsung');
    expect(detectPlatform(UA.iphone)).toBe('ios');
    expect(detectPlatform(UA.iphoneChrome)).toBe('ios');
    expect(detectPlatform(UA.macSafari)).toBe('macSafari');
    expect(detectPlatform(UA.macChrome)).toBe('desktop');
    expect(detectPlatform(UA.windowsEdge)).toBe('desktop');
    expect(detectPlatform(UA.firefoxDesktop)).toBe('firefox');
    expect(detectPlatform(UA.firefoxAndroid)).toBe('firefox');
  });

  it('treats a "Macintosh" with a touch screen as an iPad', () => {
    expect(detectPlatform(UA.ipadDesktopMode, 5)).toBe('ios');
  });

  it('falls back to the desktop guide for an unknown agent', () => {
    expect(detectPlatform('')).toBe('desktop');
  });

  it('lists the detected platform first and every platform once', () => {
    const list = platformsFor('samsung');
    expect(list[0]).toBe('samsung');
    expect(new Set(list).size).toBe(list.length);
    expect(list).toHaveLength(6);
  });
});
