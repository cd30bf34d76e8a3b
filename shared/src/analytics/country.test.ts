import { getCountry, normalizeCountry } from './country';

describe('country from the geo cookie', () => {
  it('reads the first geo cookie holding a two-letter code, uppercased', () => {
    expect(getCountry('a=1; geo_country=fr; cf_ipcountry=DE')).toBe('FR');
    expect(getCountry('cf_ipcountry=DE')).toBe('DE');
    expect(getCountry('geo_country=XX; cf_ipcountry=jp')).toBe('JP');
  });

  it('rejects anything that is not a country code', () => {
    expect(getCountry('')).toBeNull();
    expect(getCountry('geo_country=France')).toBeNull();
    expect(getCountry('geo_country=T1')).toBeNull();
    expect(getCountry('geo_country=%E0%A4%A')).toBeNull();
    expect(getCountry('my_geo_country=FR')).toBeNull();
    expect(normalizeCountry(' us ')).toBe('US');
    expect(normalizeCountry(undefined)).toBeNull();
  });

  it('reads document.cookie by default', () => {
    document.cookie = 'geo_country=nl';
    expect(getCountry()).toBe('NL');
    document.cookie = 'geo_country=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });
});
