/**
 * @jest-environment node
 */
import path from 'node:path';
import { linksOf } from './links.cjs';
import { needsOf } from './needs.cjs';
import { shellPagesOf } from './provides.cjs';
import { stringsOf } from './strings.cjs';

const repoRoot = path.resolve(__dirname, '../..');

test("a remote's needs: its singleton ranges and the value names its browser code imports", () => {
  const needs = needsOf(path.join(repoRoot, 'mfe-blog'), ['react', '@portal/shared']);
  expect(needs.shared).toEqual({ react: '^19.2.0', '@portal/shared': '^2.0.0' });
  expect(needs.imports['@portal/shared']).toContain('useApiQuery');
  expect(needs.imports['react-router']).toContain('useParams');
  // Type-only imports, tests and the harness are not part of what the shell must provide.
  expect(needs.imports['@portal/shared']).not.toContain('mountHarness');
  expect(needs.imports['@portal/shared']).toEqual([...new Set(needs.imports['@portal/shared'])].sort());
});

// Each call reads an app's whole source with the TypeScript compiler: seconds on a busy machine.
jest.setTimeout(60_000);

test('the pages an app links to: localizePath arguments as page patterns, with the files linking there', () => {
  expect(linksOf(path.join(repoRoot, 'shell'))).toMatchObject({
    '/blog': ['src/layout/BottomNav.tsx', 'src/layout/Header.tsx'],
    '/categories/:param': ['src/layout/Header.tsx'],
  });
  const upload = linksOf(path.join(repoRoot, 'mfe-upload'));
  // A constant, and a template whose dynamic segment stands for any slug.
  expect(upload['/blog/make-html5-games-for-playnook']).toEqual(['src/pages/UploadRules.tsx']);
  expect(upload['/games/:param']).toContain('src/mine/UploadRow.tsx');
  // An `as const` list (the account menu's links), and a link with a hash after its path.
  const account = linksOf(path.join(repoRoot, 'mfe-account'));
  expect(account['/gameupload']).toContain('src/userinfo/UserInfoBox.tsx');
  expect(account['/games/:param']).toContain('src/notifications/notificationTarget.ts');
});

test('the pages the shell renders itself', () => {
  expect(shellPagesOf(path.join(repoRoot, 'shell'))).toEqual(expect.arrayContaining(['/about', '/installGuide']));
});

test("a remote's strings: every key, the ones each locale file lacks, and the keys its code passes to t()", () => {
  const strings = stringsOf(path.join(repoRoot, 'mfe-blog'));
  expect(Object.keys(strings.absent)).toHaveLength(18);
  // Only plural forms a language does not have may be absent ("_few" in English, all but "_other" in Japanese).
  const needed = Object.entries(strings.absent).flatMap(([locale, keys]) => {
    const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
    const plural = /_(zero|one|two|few|many|other)$/;
    return keys.filter((key) => !plural.test(key) || forms.some((form) => key.endsWith(`_${form}`)));
  });
  expect(needed).toEqual([]);
  // A key read with a count (`t('post.readingTime', { count })`) exists as its plural forms.
  expect(strings.used.filter((key) => !strings.keys.includes(key) && !strings.keys.includes(`${key}_other`))).toEqual(
    [],
  );
  expect(strings.used.length).toBeGreaterThan(5);
});
