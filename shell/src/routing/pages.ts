import type { RemoteName } from '../federation/remote-names';

/** A page of the portal: a locale-neutral path pattern and the remote module that renders it. */
export interface PageEntry {
  path: string;
  remote: RemoteName;
  module: string;
}

/**
 * The page table, read by the client's router and by the edge server (which preloads the owning remote's entry
 * with the HTML). Every page exists in every locale.
 */
export const PAGES: readonly PageEntry[] = [
  { path: '/', remote: 'games', module: 'HomePage' },
  { path: '/categories/:slug', remote: 'games', module: 'CategoryPage' },
  { path: '/account', remote: 'account', module: 'ProfilePage' },
  { path: '/blog', remote: 'blog', module: 'BlogListPage' },
  { path: '/gameupload', remote: 'upload', module: 'UploadPage' },
];
