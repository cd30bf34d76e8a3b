import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addBidiFormat } from '@portal/shared';

/** A real i18next instance with the shell's English strings, for component tests. */
export function createTestI18n(): I18n {
  const en = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'locales', 'en.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common: en } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  addBidiFormat(instance);
  return instance;
}
