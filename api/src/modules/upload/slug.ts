import { randomBytes } from 'node:crypto';
import { LOCALE_CODES } from '@portal/shared/i18n/locales';

/**
 * Slugs that would clash with routes of the portal, the API or the games origin (/g/search, /g/all, /c/…, /t/…),
 * or mislead (admin, moderation). Locale codes are reserved too, since they prefix the portal's paths.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'search',
  'all',
  'recommend',
  'featured',
  'c',
  't',
  'g',
  'n',
  'hot',
  'new',
  'top',
  'detail',
  'comment',
  'user',
  'users',
  'upload',
  'uploads',
  'gameupload',
  'moderation',
  'admin',
  'api',
  'app',
  'auth',
  'identity',
  'blog',
  'categories',
  'category',
  'tags',
  'tag',
  'tagslist',
  'games',
  'game',
  'sitemap',
  'sitemaps',
  'recently-played',
  'account',
  'about',
  'privacy-policy',
  'terms-of-service',
  'installguide',
  'offline',
  'sea-play-ai',
  'sdk',
  'bridge',
  'static',
  'assets',
  'remotes',
  'preview',
  'health',
  'favicon',
  'robots',
  'manifest',
  'sw',
  'null',
  'undefined',
  // A locale prefix (/fr/…), in the lower case slugs have.
  ...LOCALE_CODES.map((code) => code.toLowerCase()),
]);

/**
 * A slug is also its game's host name label (<slug>.games.example), at most 63 characters: 56 leaves room for the
 * longest suffix slugCandidates adds (-xxxxxx).
 */
const MAX_SLUG_LENGTH = 56;

/** A URL slug from a title: ASCII letters and digits joined by single hyphens ("Space Rocks!" → "space-rocks"). */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
  // Titles in other scripts (日本語) leave nothing; such games get a neutral slug plus a suffix.
  return slug || 'game';
}

/** Slugs to try in order: the base when free of reserved words, then base-2 … base-20, then a random suffix. */
export function* slugCandidates(base: string): Generator<string> {
  if (!RESERVED_SLUGS.has(base)) yield base;
  for (let n = 2; n <= 20; n++) yield `${base}-${n}`;
  for (;;) yield `${base}-${randomBytes(3).toString('hex')}`;
}
