/**
 * @jest-environment node
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ReleaseError } from '@portal/release';
import { brokenLinks, checkPages, livePortal, serves } from './page-gate.mjs';

let root: string;
const folders = { games: 'mfe-games', blog: 'mfe-blog' };
const BLOG = { path: '/blog', seoKey: 'blog', module: 'BlogListPage', layout: 'blog' };
const POST = { path: '/blog/:slug', seoKey: 'blog_post', module: 'BlogPostPage', layout: 'blog' };
const GAME = { path: '/games/:slug', seoKey: 'game', module: 'GamePage' };

/** A remote's build as the portal's build scripts write it: the entry files and its portal-manifest.json. */
async function writeBuild(dir: string, pages: object[], links: Record<string, string[]> = {}): Promise<string> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'mf-manifest.json'), '{}');
  await writeFile(path.join(dir, 'remoteEntry.js'), '');
  const manifest = { namespace: path.basename(dir).split('-')[0], pages, overlays: {}, links };
  await writeFile(path.join(dir, 'portal-manifest.json'), JSON.stringify(manifest));
  return dir;
}

/** A version in a remote's dist folder, made its current one. */
async function writeCurrent(folder: string, version: string, pages: object[], links?: Record<string, string[]>) {
  const distDir = path.join(root, folder, 'dist');
  await writeBuild(path.join(distDir, version), pages, links);
  await writeFile(path.join(distDir, 'current.json'), JSON.stringify({ version }));
}

const gate = (built: string, dropPages?: string[]) =>
  checkPages({
    remote: 'blog',
    built,
    distDir: path.join(root, 'mfe-blog', 'dist'),
    shellDir: path.join(root, 'shell'),
    folders,
    remotesRoot: root,
    dropPages,
  });

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'page-gate-'));
  await mkdir(path.join(root, 'shell'));
  const provides = {
    pages: ['/about'],
    links: { '/about': ['src/layout/Footer.tsx'], '/blog': ['src/layout/Header.tsx', 'src/layout/BottomNav.tsx'] },
  };
  await writeFile(path.join(root, 'shell', 'portal-provides.json'), JSON.stringify(provides));
  await writeCurrent('mfe-games', 'g1', [GAME], { '/blog/make-games': ['src/pages/UploadRules.tsx'] });
  await writeCurrent('mfe-blog', 'b1', [BLOG, POST], { '/games/:param': ['src/components/LinkedGames.tsx'] });
});
afterEach(() => rm(root, { recursive: true, force: true }));

test('a page pattern serves the links whose segments it matches; a link parameter needs a page parameter', () => {
  expect(serves('/blog/:slug', '/blog/make-games')).toBe(true);
  expect(serves('/blog/:slug', '/blog/:param')).toBe(true);
  expect(serves('/games/new', '/games/:param')).toBe(false);
  expect(serves('/blog', '/blog/:param')).toBe(false);
  expect(serves('/', '/')).toBe(true);
});

test('a build dropping /blog is refused, naming the page and who links to it', async () => {
  const built = await writeBuild(path.join(root, 'blog-2'), [POST]);
  await expect(gate(built)).rejects.toThrow(
    new ReleaseError(
      'blog drops /blog, which the shell (shell/src/layout/BottomNav.tsx, shell/src/layout/Header.tsx) links to. ' +
        'Release it with --drop-page <path> for each page dropped on purpose.',
    ),
  );
});

test('--drop-page /blog lets it through; a --drop-page naming no dropped page is refused', async () => {
  const built = await writeBuild(path.join(root, 'blog-2'), [POST]);
  await expect(gate(built, ['/blog'])).resolves.toBeUndefined();
  await expect(gate(built, ['/blog', '/blgo'])).rejects.toThrow(
    "--drop-page /blgo: not a page blog's current version (b1) serves and this build drops.",
  );
});

test('every app whose links nothing would serve is named, the remote itself among them', async () => {
  const built = await writeBuild(path.join(root, 'blog-2'), [BLOG, { ...POST, path: '/blog/posts/:slug' }], {
    '/blog/:param': ['src/components/PostCard.tsx'],
  });
  await expect(gate(built)).rejects.toThrow(
    'blog drops /blog/:slug, which games (mfe-games/src/pages/UploadRules.tsx) and blog itself ' +
      '(mfe-blog/src/components/PostCard.tsx) link to.',
  );
});

test('a dropped page no one links to is refused too; keeping every page, or a first release, passes', async () => {
  const built = await writeBuild(path.join(root, 'blog-2'), [BLOG, { ...POST, path: '/blog/posts/:slug' }]);
  await writeCurrent('mfe-games', 'g2', [GAME]);
  await expect(gate(built)).rejects.toThrow('blog drops /blog/:slug, which its current version b1 serves.');

  await expect(gate(await writeBuild(path.join(root, 'blog-3'), [POST, BLOG]))).resolves.toBeUndefined();
  await rm(path.join(root, 'mfe-blog', 'dist', 'current.json'));
  await expect(gate(built)).resolves.toBeUndefined();
});

test('the live portal: links of the shell and the remotes that no page of theirs serves', async () => {
  await writeCurrent('mfe-blog', 'b2', [POST]);
  const { pages, linkers } = await livePortal({ shellDir: path.join(root, 'shell'), folders, remotesRoot: root });
  expect(pages.sort()).toEqual(['/about', '/blog/:slug', '/games/:slug']);
  expect(brokenLinks(linkers, pages)).toEqual([
    'the shell (shell/src/layout/BottomNav.tsx, shell/src/layout/Header.tsx) links to /blog',
  ]);
});
