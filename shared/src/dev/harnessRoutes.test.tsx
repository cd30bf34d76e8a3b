import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { OverlayBoxProps } from '../state/overlay';
import { harnessRoutes } from './harnessRoutes';

const List = () => <h1>Blog list</h1>;
const Post = () => <h1>Blog post</h1>;
const Home = () => <h1>Home</h1>;
const Share = (_props: OverlayBoxProps) => <p>Share</p>;

const BLOG = {
  namespace: 'blog',
  pages: [
    { path: '/blog', seoKey: 'blog', module: 'BlogListPage', layout: 'blog' },
    { path: '/blog/:slug', seoKey: 'blog_post', module: 'BlogPostPage', layout: 'blog' },
  ],
  overlays: { share: { module: 'ShareBox', title: 'overlay.share' } },
};

/** The harness's two frames, English and /{lang}, as mountHarness builds them. */
function open(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', children: routes },
      { path: '/:lang', children: routes },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

test("the routes are the manifest's pages at their paths, in every locale; the boxes its overlay boxes", () => {
  const { routes, boxes } = harnessRoutes(BLOG, { BlogListPage: List, BlogPostPage: Post, ShareBox: Share });
  expect(boxes).toEqual({ share: Share });
  open(routes, '/fr/blog/welcome');
  expect(screen.getByRole('heading')).toHaveTextContent('Blog post');
});

test('without a "/" page, the start page links to each page in the current locale', () => {
  const { routes } = harnessRoutes(BLOG, { BlogListPage: List, BlogPostPage: Post, ShareBox: Share });
  open(routes, '/ar');
  expect(screen.getByRole('link', { name: '/blog' })).toHaveAttribute('href', '/ar/blog');
  expect(screen.getByText('/blog/:slug').tagName).toBe('CODE');
});

test('a "/" page is the start page', () => {
  const manifest = { namespace: 'games', pages: [{ path: '/', seoKey: 'home', module: 'HomePage' }], overlays: {} };
  open(harnessRoutes(manifest, { HomePage: Home }).routes, '/');
  expect(screen.getByRole('heading')).toHaveTextContent('Home');
});

test('a module the manifest names without a component fails loudly', () => {
  expect(() => harnessRoutes(BLOG, { BlogListPage: List, BlogPostPage: Post })).toThrow(
    'src/pages.ts names the module "ShareBox": pass its component to mountHarness.',
  );
});
