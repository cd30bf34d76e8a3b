/** Crawlers, link unfurlers and monitoring agents: they are shown error screens, but never reported or tracked. */
const BOT_MARKERS = [
  // "…bot" as a word or product name (Googlebot/2.1, bingbot, AdsBot-Google), but not the phone brand Cubot.
  '(?<!cu)bot\\b',
  '(?<!cu)bot/',
  'crawl',
  'spider',
  'slurp',
  'bingpreview',
  'google-inspectiontool',
  'googleother',
  'yandex',
  'whatsapp/',
  'mediapartners',
  'facebookexternalhit',
  'embedly',
  'quora link preview',
  'vkshare',
  'w3c_validator',
  'lighthouse',
  'pingdom',
  'uptime',
  'python-requests',
  'curl/',
  'wget/',
];
const BOT_PATTERN = new RegExp(BOT_MARKERS.join('|'), 'i');

export function isBotUserAgent(userAgent: string | undefined | null): boolean {
  return typeof userAgent === 'string' && BOT_PATTERN.test(userAgent);
}

export function isBotBrowser(): boolean {
  return typeof navigator !== 'undefined' && isBotUserAgent(navigator.userAgent);
}
