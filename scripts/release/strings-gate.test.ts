/**
 * @jest-environment node
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCALE_CODES } from '@portal/shared/i18n/locales';
import { checkStrings } from './strings-gate.mjs';

let root: string;
let seoDir: string;
const OTHER_LOCALES = LOCALE_CODES.filter((code) => code !== 'en');
const complete = () => Object.fromEntries(LOCALE_CODES.map((code) => [code, [] as string[]]));

/** A blog build whose portal-manifest.json records `strings` as tooling/contract/strings.cjs does. */
async function writeBuild(strings: object, extra: object = {}): Promise<string> {
  const dir = path.join(root, 'built');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'mf-manifest.json'), '{}');
  await writeFile(path.join(dir, 'remoteEntry.js'), '');
  const pages = [{ path: '/blog-archive', seoKey: 'blog_archive', module: 'ArchivePage' }];
  const manifest = { namespace: 'blog', pages, overlays: {}, strings, ...extra };
  await writeFile(path.join(dir, 'portal-manifest.json'), JSON.stringify(manifest));
  return dir;
}

const gate = (built: string) => checkStrings({ remote: 'blog', built, seoDir });

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'strings-gate-'));
  seoDir = path.join(root, 'seo');
  await mkdir(seoDir);
  for (const code of LOCALE_CODES)
    await writeFile(path.join(seoDir, `${code}.json`), JSON.stringify({ blog_archive: { title: 'Archive' } }));
});
afterEach(() => rm(root, { recursive: true, force: true }));

test('a key only English has is refused, naming the locales and the key', async () => {
  const absent = { ...complete(), ...Object.fromEntries(OTHER_LOCALES.map((code) => [code, ['archive.title']])) };
  const built = await writeBuild({ keys: ['archive.title', 'list.title'], absent, used: ['archive.title'] });
  await expect(gate(built)).rejects.toThrow(
    `blog would show raw keys: its strings (src/locales) lack keys in ${OTHER_LOCALES.join(', ')}: archive.title.`,
  );
});

test("keys the code uses and the boxes' titles must exist in every locale (plural forms count), English too", async () => {
  const absent = { ...complete(), de: ['count_other'] };
  const strings = { keys: ['count_one', 'count_other', 'list.title'], absent, used: ['count', 'list.empty'] };
  const overlays = { archive: { module: 'ArchiveBox', title: 'overlay.archive' } };
  await expect(gate(await writeBuild(strings, { overlays }))).rejects.toThrow(
    `its strings (src/locales) lack keys in en, ${OTHER_LOCALES.filter((code) => code !== 'de').join(', ')}: ` +
      'list.empty, overlay.archive; de: count_other, list.empty, overlay.archive.',
  );
});

test("a language's own plural forms are enough: one with only _other passes where English has _one too", async () => {
  const absent = { ...complete(), ja: ['count_one'] };
  const strings = { keys: ['count_one', 'count_other'], absent, used: ['count'] };
  await expect(gate(await writeBuild(strings))).resolves.toBeUndefined();
});

test("a locale without a strings file, or a page's SEO key the API has no texts for, is refused", async () => {
  const { ar: _ar, ...absent } = complete();
  await writeFile(path.join(seoDir, 'fr.json'), '{}');
  await expect(gate(await writeBuild({ keys: [], absent }))).rejects.toThrow(
    'blog would show raw keys: it ships no strings file (src/locales) for ar; ' +
      `the API's SEO texts (${seoDir}) lack its pages' keys in fr: blog_archive.`,
  );
});

test('complete strings pass; a build recording no strings is refused', async () => {
  await expect(gate(await writeBuild({ keys: ['list.title'], absent: complete(), used: [] }))).resolves.toBeUndefined();
  await expect(gate(await writeBuild(undefined as unknown as object))).rejects.toThrow(
    `${path.join(root, 'built')} records no strings (portal-manifest.json): build blog with this repository's build scripts.`,
  );
});
