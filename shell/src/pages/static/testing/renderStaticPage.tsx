import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import i18next, { type ResourceKey } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { localeFromPath, type LocaleCode } from '@portal/shared';

/** The shell's real messages of one locale, as the edge server serves them. */
export function shellMessages(locale: LocaleCode): Record<string, ResourceKey> {
  const file = path.resolve(__dirname, '../../../../locales', `${locale}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ResourceKey>;
}

/** Renders a page at a path with a real i18next instance loaded with the path's locale (English as fallback). */
export function renderStaticPage(page: ReactElement, pathname: string) {
  const locale = localeFromPath(pathname);
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: locale,
    fallbackLng: 'en',
    resources: { [locale]: { common: shellMessages(locale) }, en: { common: shellMessages('en') } },
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[pathname]}>{page}</MemoryRouter>
    </I18nextProvider>,
  );
}
