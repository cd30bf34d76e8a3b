import { apiLanguage, directionOf, isLocale, localeFromPath, localizePath, LOCALES, stripLocale } from './locales';

describe('locales', () => {
  it('has the 18 locales of the spec with en first', () => {
    expect(LOCALES.map((l) => l.code).join(' ')).toBe('en zh-CN zh-TW ja ko fr de es it pt ru tr ar id th vi pl nl');
  });

  it('reads the locale from the first path segment; en has no prefix', () => {
    expect(localeFromPath('/')).toBe('en');
    expect(localeFromPath('/games/snake')).toBe('en');
    expect(localeFromPath('/fr/games/snake')).toBe('fr');
    expect(localeFromPath('/zh-CN')).toBe('zh-CN');
    expect(localeFromPath('/en/games')).toBe('en');
    expect(localeFromPath('/xx/games')).toBe('en');
  });

  it('adds and removes the prefix symmetrically', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/', 'ar')).toBe('/ar');
    expect(localizePath('/games/snake', 'ja')).toBe('/ja/games/snake');
    expect(stripLocale('/ja/games/snake')).toBe('/games/snake');
    expect(stripLocale('/ar')).toBe('/');
    expect(stripLocale('/games/snake')).toBe('/games/snake');
  });

  it('lays out Arabic right-to-left and everything else left-to-right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('fr')).toBe('ltr');
    expect(directionOf('zh-TW')).toBe('ltr');
  });

  it('normalises language codes for the API: id → indo, hyphens → underscores, lowercase', () => {
    expect(apiLanguage('id')).toBe('indo');
    expect(apiLanguage('zh-CN')).toBe('zh_cn');
    expect(apiLanguage('en')).toBe('en');
  });

  it('accepts only known codes', () => {
    expect(isLocale('pt')).toBe(true);
    expect(isLocale('pt-BR')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
