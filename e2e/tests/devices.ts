/** A phone held upright: touch, a mobile user agent (the server picks the mobile layout by it), 375×812. */
export const PHONE = {
  viewport: { width: 375, height: 812 },
  hasTouch: true,
  isMobile: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
};
