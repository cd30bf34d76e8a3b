import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { Provider as StoreProvider } from 'jotai';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { portalStore, type LocaleCode } from '@portal/shared';
import BlogListPage from '../pages/BlogListPage';
import BlogPostPage from '../pages/BlogPostPage';

const messages = (locale: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '..', 'locales', `${locale}.json`), 'utf8')) as Record<string, unknown>;

/** Where the router is, for tests that follow a link. */
function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

/**
 * Renders the blog at `url` ("/fr/blog?page=2", "/blog/some-post") as the shell would route it: the list, the
 * post and, for any other path, where the router went. The portal's store, this remote's strings in `locale`.
 */
export function renderBlog(url: string, locale: LocaleCode = 'en') {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: locale,
    resources: { [locale]: { blog: messages(locale) } },
    defaultNS: 'blog',
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  const prefix = locale === 'en' ? '' : `/${locale}`;
  return render(
    <StoreProvider store={portalStore}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path={`${prefix}/blog`}
              element={
                <>
                  <BlogListPage />
                  <LocationProbe />
                </>
              }
            />
            <Route path={`${prefix}/blog/:slug`} element={<BlogPostPage />} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </StoreProvider>,
  );
}
