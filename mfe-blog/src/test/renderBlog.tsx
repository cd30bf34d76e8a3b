import path from 'node:path';
import { Route } from 'react-router';
import type { LocaleCode } from '@portal/shared';
import { LocationProbe, remoteTestKit } from '@portal/shared/testing/remoteTestKit';
import { NAMESPACE } from '../i18n';
import BlogListPage from '../pages/BlogListPage';
import BlogPostPage from '../pages/BlogPostPage';

const kit = remoteTestKit(NAMESPACE, path.join(__dirname, '..', 'locales'));

/**
 * Renders the blog at `url` ("/fr/blog?page=2", "/blog/some-post") as the shell would route it: the list, the
 * post and, for any other path, where the router went. The portal's store, this remote's strings in `locale`.
 */
export function renderBlog(url: string, locale: LocaleCode = 'en') {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  return kit.render(
    <>
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
    </>,
    { at: url, locale },
  );
}
