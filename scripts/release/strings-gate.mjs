// The release's strings check. A remote ships its own strings (src/locales/<code>.json); a key missing in a locale
// shows as the raw key there ("archive.title" on /de/blog-archive). A version is published only when every locale has
// every English key, every key its code passes to t() and its overlay boxes' titles, and when the API's SEO texts
// have every page's SEO key in every locale (else those pages get the portal's default head).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asRemoteRoutes } from '@portal/shared/federation/remote-manifest';
import { LOCALE_CODES } from '@portal/shared/i18n/locales';
import { PORTAL_MANIFEST, readJson } from './contract-gate.mjs';
import { missingEntryFiles, ReleaseError } from '@portal/release';

/** The SEO texts the API ships and seeds its SEO config from, one file per locale (page key → texts). */
export const API_SEO_DIR = fileURLToPath(new URL('../../api/seed/seo', import.meta.url));

/** i18next's plural suffixes: `t('count', { count })` reads count_one, count_other, … */
const PLURALS = ['zero', 'one', 'two', 'few', 'many', 'other'];
const hasKey = (keys, key) => keys.has(key) || PLURALS.some((suffix) => keys.has(`${key}_${suffix}`));
/**
 * English's plural forms are not every language's (ja has only _other, ar six): a plural key is required in every
 * locale by the form they all have.
 */
const PLURAL_FORM = new RegExp(`_(${PLURALS.join('|')})$`);
const byCommonForm = (key) => key.replace(PLURAL_FORM, '_other');

/** "de, fr: archive.title, archive.empty" per group of locales lacking the same keys. */
function grouped(missingByLocale) {
  const groups = new Map();
  for (const [locale, keys] of missingByLocale) {
    const list = keys.join(', ');
    groups.set(list, [...(groups.get(list) ?? []), locale]);
  }
  return [...groups].map(([list, locales]) => `${locales.join(', ')}: ${list}`);
}

async function seoProblems(pages, seoDir) {
  const problems = [];
  for (const locale of LOCALE_CODES) {
    let texts;
    try {
      texts = JSON.parse(await readFile(path.join(seoDir, `${locale}.json`), 'utf8'));
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
      texts = {};
    }
    const missing = pages.filter((page) => !Object.hasOwn(texts, page.seoKey)).map((page) => page.seoKey);
    if (missing.length) problems.push([locale, [...new Set(missing)]]);
  }
  return problems;
}

/** Refuses (naming remote, locales and keys) a build of `remote` whose strings would show raw keys somewhere. */
export async function checkStrings({ remote, built, seoDir = API_SEO_DIR }) {
  // Not a build at all: release() says so.
  if ((await missingEntryFiles(built)).length) return;
  const manifest = await readJson(path.join(built, PORTAL_MANIFEST));
  const strings = manifest?.strings;
  if (!Array.isArray(strings?.keys) || !strings.absent)
    throw new ReleaseError(
      `${built} records no strings (${PORTAL_MANIFEST}): build ${remote} with this repository's build scripts.`,
    );
  const routes = asRemoteRoutes(manifest);
  const keysOf = (locale) => {
    const absent = new Set(strings.absent[locale] ?? strings.keys);
    return new Set(strings.keys.filter((key) => !absent.has(key)));
  };
  const english = [...keysOf('en')];
  const required = [
    ...new Set([
      ...english.map(byCommonForm),
      ...(strings.used ?? []),
      ...Object.values(routes?.overlays ?? {}).map((box) => box.title),
    ]),
  ];

  const unshipped = LOCALE_CODES.filter((locale) => !strings.absent[locale]);
  const missing = LOCALE_CODES.filter((locale) => strings.absent[locale]).flatMap((locale) => {
    const keys = keysOf(locale);
    const lacking = required.filter((key) => !hasKey(keys, key)).sort();
    return lacking.length ? [[locale, lacking]] : [];
  });
  const problems = [];
  if (unshipped.length) problems.push(`it ships no strings file (src/locales) for ${unshipped.join(', ')}`);
  if (missing.length) problems.push(`its strings (src/locales) lack keys in ${grouped(missing).join('; ')}`);
  const seo = await seoProblems(routes?.pages ?? [], seoDir);
  if (seo.length) problems.push(`the API's SEO texts (${seoDir}) lack its pages' keys in ${grouped(seo).join('; ')}`);
  if (problems.length) throw new ReleaseError(`${remote} would show raw keys: ${problems.join('; ')}.`);
}
