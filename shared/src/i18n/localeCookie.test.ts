import { localeCookieValue, readLocaleCookie, rememberLocale } from './localeCookie';

describe('locale cookie', () => {
  it('is kept for 365 days on the whole site', () => {
    expect(localeCookieValue('fr')).toBe('i18n_redirected=fr; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('reads only known locales', () => {
    expect(readLocaleCookie('a=1; i18n_redirected=zh-CN; b=2')).toBe('zh-CN');
    expect(readLocaleCookie('i18n_redirected=xx')).toBeUndefined();
    expect(readLocaleCookie('i18n_redirected=%E0%A4%A')).toBeUndefined();
    expect(readLocaleCookie(undefined)).toBeUndefined();
  });

  it('rememberLocale writes document.cookie', () => {
    rememberLocale('ar');
    expect(readLocaleCookie(document.cookie)).toBe('ar');
  });
});
