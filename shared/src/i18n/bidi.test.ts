import i18next from 'i18next';
import { addBidiFormat, isolate } from './bidi';

describe('bidi isolation', () => {
  it('wraps a value in a first-strong isolate where a message asks for it, and leaves other values alone', () => {
    const instance = i18next.createInstance();
    void instance.init({
      lng: 'ar',
      resources: {
        ar: { translation: { approved: 'تمت الموافقة على لعبتك «{{title, bidi}}»', count: 'الألعاب: {{n}}' } },
      },
      interpolation: { escapeValue: false },
      initAsync: false,
      showSupportNotice: false,
    });
    addBidiFormat(instance);
    expect(instance.t('approved', { title: 'Snake!' })).toBe('تمت الموافقة على لعبتك «\u2068Snake!\u2069»');
    expect(instance.t('count', { n: 3 })).toBe('الألعاب: 3');
    expect(isolate('.zip')).toBe('\u2068.zip\u2069');
  });
});
