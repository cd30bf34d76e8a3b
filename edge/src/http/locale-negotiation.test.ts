import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { negotiateLocale } from './locale-negotiation.js';
import { cleanPath, rootLocaleDecision } from './page-redirects.js';

describe('Accept-Language negotiation', () => {
  it('maps regional and script variants to the portal locales', () => {
    const cases: Record<string, string> = {
      'zh-Hant': 'zh-TW',
      'zh-HK': 'zh-TW',
      'zh-MO': 'zh-TW',
      'zh-Hant-HK': 'zh-TW',
      'zh-TW': 'zh-TW',
      zh: 'zh-CN',
      'zh-Hans': 'zh-CN',
      'zh-SG': 'zh-CN',
      'zh-CN': 'zh-CN',
      'pt-BR': 'pt',
      'pt-PT': 'pt',
      'fr-CA': 'fr',
      'de-CH': 'de',
      'es-419': 'es',
      'en-GB': 'en',
      'ar-EG': 'ar',
      'nl-BE': 'nl',
      'id-ID': 'id',
      'ja-JP': 'ja',
      'ko-KR': 'ko',
      'th-TH': 'th',
      'vi-VN': 'vi',
      'pl-PL': 'pl',
      'tr-TR': 'tr',
      'ru-RU': 'ru',
      'it-CH': 'it',
    };
    for (const [header, expected] of Object.entries(cases)) assert.equal(negotiateLocale(header), expected, header);
  });

  it('follows the quality order and skips languages the portal lacks', () => {
    assert.equal(negotiateLocale('en;q=0.5, fr'), 'fr');
    assert.equal(negotiateLocale('sv, de;q=0.8, en;q=0.5'), 'de');
    assert.equal(negotiateLocale('fi, en-US;q=0.1'), 'en');
  });

  it('falls back to en for nothing usable, wildcards and garbage', () => {
    for (const header of [undefined, '', '*', 'xx-invalid-!!', 'fi', ';;;,,,q=1', 'a'.repeat(5000)]) {
      assert.equal(negotiateLocale(header), 'en', String(header).slice(0, 20));
    }
  });
});

describe('locale decision at "/"', () => {
  it('follows a remembered locale without setting the cookie again', () => {
    assert.deepEqual(rootLocaleDecision({ cookie: 'x=1; i18n_redirected=ar', 'accept-language': 'fr' }), {
      locale: 'ar',
    });
    assert.deepEqual(rootLocaleDecision({ cookie: 'i18n_redirected=en', 'accept-language': 'fr' }), { locale: 'en' });
  });

  it('negotiates and remembers when the cookie is missing or names no locale', () => {
    const cookie = 'i18n_redirected=zh-TW; Path=/; Max-Age=31536000; SameSite=Lax';
    assert.deepEqual(rootLocaleDecision({ 'accept-language': 'zh-HK' }), { locale: 'zh-TW', setCookie: cookie });
    assert.equal(rootLocaleDecision({ cookie: 'i18n_redirected=xx', 'accept-language': 'ja' })?.locale, 'ja');
    assert.deepEqual(rootLocaleDecision({}), {
      locale: 'en',
      setCookie: 'i18n_redirected=en; Path=/; Max-Age=31536000; SameSite=Lax',
    });
  });

  it('leaves crawlers and link-preview fetchers alone, not browsers', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Twitterbot/1.0',
      'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
      'WhatsApp/2.23.20.0',
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 (compatible; Google-InspectionTool/1.0;)',
    ]) {
      assert.equal(
        rootLocaleDecision({ 'user-agent': ua, cookie: 'i18n_redirected=fr', 'accept-language': 'de' }),
        null,
        ua,
      );
    }
    for (const ua of [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Linux; Android 9; CUBOT X20) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
    ]) {
      assert.equal(rootLocaleDecision({ 'user-agent': ua, cookie: 'i18n_redirected=fr' })?.locale, 'fr', ua);
    }
  });
});

describe('clean paths', () => {
  it('drops trailing and repeated slashes and the en prefix', () => {
    assert.equal(cleanPath('/games/snake/'), '/games/snake');
    assert.equal(cleanPath('/fr/'), '/fr');
    assert.equal(cleanPath('/en'), '/');
    assert.equal(cleanPath('/en/'), '/');
    assert.equal(cleanPath('/en/games/snake'), '/games/snake');
    // "/\\evil.example" in a Location header would send the browser to another site.
    assert.equal(cleanPath('/\\evil.example/'), '/evil.example');
    assert.equal(cleanPath('/\\\\evil.example'), '/evil.example');
    assert.equal(cleanPath('/games//snake'), '/games/snake');
  });

  it('never produces a protocol-relative target', () => {
    assert.equal(cleanPath('//evil.example/'), '/evil.example');
    assert.equal(cleanPath('/en//evil.example'), '/evil.example');
  });

  it('leaves clean paths alone', () => {
    for (const path of ['/', '/fr', '/games/snake', '/english', '/ENx', '/zh-CN/tags'])
      assert.equal(cleanPath(path), null, path);
  });
});
