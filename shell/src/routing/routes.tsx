import type { RouteObject } from 'react-router';
import { RemoteMount } from '../federation/RemoteMount';
import type { RemoteName } from '../federation/remotes';
import { NotFound } from '../pages/NotFound';
import { LocaleRoot } from './LocaleRoot';

const page = (remote: RemoteName, module: string) => <RemoteMount key={`${remote}/${module}`} remote={remote} module={module} />;

/** Locale-neutral pages; each exists once per locale (see routes below). */
const pages: RouteObject[] = [
  { index: true, element: page('games', 'HomePage') },
  { path: 'account', element: page('account', 'ProfilePage') },
  { path: 'blog', element: page('blog', 'BlogListPage') },
  { path: 'gameupload', element: page('upload', 'UploadPage') },
  { path: '*', element: <NotFound /> },
];

/** English without a prefix, the other 17 locales under /{lang}/ (LocaleRoot rejects other first segments). */
export const routes: RouteObject[] = [
  { path: '/', element: <LocaleRoot />, children: pages },
  { path: '/:lang', element: <LocaleRoot />, children: pages },
];
