// Test support (jest): renders a remote's components the way the shell composes them, with the remote's real strings.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { Provider as StoreProvider } from 'jotai';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Routes, useLocation } from 'react-router';
import { addBidiFormat } from '../i18n/bidi';
import type { LocaleCode } from '../i18n/locales';
import { portalStore } from '../state/store';

type Messages = { [key: string]: string | Messages };

/** Where the router is (path, query and fragment), for tests that follow a navigation. */
export function LocationProbe({ testId = 'location' }: { testId?: string }) {
  const { pathname, search, hash } = useLocation();
  return <output data-testid={testId}>{`${pathname}${search}${hash}`}</output>;
}

/** One remote's test kit: its `namespace`, with the strings in `localesDir/<locale>.json`. */
export function remoteTestKit(namespace: string, localesDir: string) {
  const messages = (locale: LocaleCode) =>
    JSON.parse(readFileSync(path.join(localesDir, `${locale}.json`), 'utf8')) as Messages;

  return {
    messages,

    /**
     * One English string by its dotted key, with the {{placeholders}} `values` names filled in; a numeric `count`
     * picks the plural form ("games_one", "games_other") as i18next does.
     */
    english(key: string, values: Record<string, string | number> = {}): string {
      const lookUp = (dotted: string) =>
        dotted
          .split('.')
          .reduce<string | Messages | undefined>(
            (node, part) => (typeof node === 'object' ? node[part] : undefined),
            messages('en'),
          );
      const plural =
        typeof values.count === 'number' ? `${key}_${new Intl.PluralRules('en').select(values.count)}` : null;
      const value = (plural === null ? undefined : lookUp(plural)) ?? lookUp(key);
      if (typeof value !== 'string') throw new Error(`no English string ${key}`);
      return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
        name in values ? String(values[name]) : whole,
      );
    },

    /**
     * Renders `routes` (<Route> elements) under a router at `at`, with the portal's store and an i18n instance of
     * its own holding this remote's strings in `locale`.
     */
    render(routes: ReactNode, { at, locale = 'en' }: { at: string; locale?: LocaleCode }) {
      const i18n = i18next.createInstance();
      void i18n.use(initReactI18next).init({
        lng: locale,
        resources: { [locale]: { [namespace]: messages(locale) } },
        defaultNS: namespace,
        interpolation: { escapeValue: false },
        initAsync: false,
        showSupportNotice: false,
      });
      addBidiFormat(i18n);
      return render(
        <StoreProvider store={portalStore}>
          <I18nextProvider i18n={i18n}>
            <MemoryRouter initialEntries={[at]}>
              <Routes>{routes}</Routes>
            </MemoryRouter>
          </I18nextProvider>
        </StoreProvider>,
      );
    },
  };
}
