/**
 * @jest-environment node
 */
/**
 * A remote declares a page once, in src/pages.ts, and its build derives everything else from it: a page added there
 * (and nowhere else) is in the version's portal-manifest.json, among the modules its federation manifest exposes and
 * in its server build's entry.
 */
import { execFile } from 'node:child_process';
import { cp, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { readRemotePages } from './read.cjs';
import { scratchFolder } from '../testing/scratch';

// A production build of the blog (browser and server) on a busy machine.
jest.setTimeout(300_000);

const repoRoot = path.resolve(__dirname, '../..');
const exec = promisify(execFile);
const scratchDir = scratchFolder('remote-pages-');

const ARCHIVE = { path: '/blog-archive', seoKey: 'blog_archive', module: 'BlogArchivePage', layout: 'blog' };

/** The blog copied beside links to what its build reads from the repository, with one more page in src/pages.ts. */
async function blogWithAnArchivePage(): Promise<string> {
  for (const shared of ['node_modules', 'shared', 'tooling', 'portal.remotes.json'])
    await symlink(path.join(repoRoot, shared), path.join(scratchDir(), shared));
  const blog = path.join(scratchDir(), 'mfe-blog');
  await cp(path.join(repoRoot, 'mfe-blog'), blog, {
    recursive: true,
    filter: (source) => !/[/\\](dist|node_modules)$/.test(source),
  });
  const pagesFile = path.join(blog, 'src', 'pages.ts');
  const archive = { ...ARCHIVE, source: './pages/BlogListPage.tsx', server: { prefetch: 'prefetchBlogList' } };
  const source = await readFile(pagesFile, 'utf8');
  await writeFile(pagesFile, source.replace('pages: [', `pages: [\n    ${JSON.stringify(archive)},`));
  return blog;
}

test('a page added to src/pages.ts is in the manifest, the exposed modules and the server entry', async () => {
  const blog = await blogWithAnArchivePage();
  const out = path.join(scratchDir(), 'out');
  await exec(process.execPath, [path.join(repoRoot, 'scripts', 'build-app.mjs'), '--out', out], {
    cwd: blog,
    env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const json = async (file: string) => JSON.parse(await readFile(path.join(out, file), 'utf8'));

  const manifest = await json('portal-manifest.json');
  expect(manifest.pages).toContainEqual(ARCHIVE);
  expect(manifest.pages).toHaveLength(readRemotePages(path.join(repoRoot, 'mfe-blog')).pages.length + 1);

  const federation = await json('mf-manifest.json');
  expect(federation.exposes.map((exposed: { name: string }) => exposed.name)).toContain('BlogArchivePage');

  const server = await readFile(path.join(out, 'server', 'index.js'), 'utf8');
  expect(server).toMatch(/"BlogArchivePage": \{\s*component: \w+,\s*prefetch: prefetchBlogList\s*\}/);
});

test('src/pages.ts is data: a value import is refused with the file named', async () => {
  const remote = path.join(scratchDir(), 'with-import');
  await cp(path.join(repoRoot, 'mfe-upload', 'src', 'pages.ts'), path.join(remote, 'src', 'pages.ts'));
  const source = await readFile(path.join(remote, 'src', 'pages.ts'), 'utf8');
  await writeFile(path.join(remote, 'src', 'pages.ts'), `import { x } from './x';\nvoid x;\n${source}`);
  expect(() => readRemotePages(remote)).toThrow(`${path.join(remote, 'src', 'pages.ts')} is read as data`);
});
