import type { BlogPost } from '@portal/shared/types/blog';
import type { CategoryGamesPage, GameDetail, MakerGamesPage, TagGamesPage } from '@portal/shared/types/catalogue';
import {
  categorySeoValues,
  gameSeoValues,
  makerSeoValues,
  postSeoValues,
  tagSeoValues,
} from '@portal/shared/seo/pageValues';
import type { SeoValues } from '@portal/shared/seo/fillSeo';
import type { ApiAccess, ApiAnswer } from '../http/api-access.js';
import { withTimeout } from '../http/with-timeout.js';

/** What a page is about, for its JSON-LD. */
export type PageSubject =
  | { type: 'game'; game: GameDetail }
  | { type: 'category'; category: CategoryGamesPage['category'] }
  | { type: 'tag'; tag: TagGamesPage['tag'] }
  | { type: 'post'; post: BlogPost };

export type PageData =
  /** The page's data was read: its {placeholder} values and subject. */
  | { kind: 'found'; values: SeoValues; subject?: PageSubject }
  /** The API says the game, category, tag or post does not exist: the page is a 404. */
  | { kind: 'missing' }
  /** The API did not answer in time or failed: the page's texts without its own values. */
  | { kind: 'unavailable' };

interface Loader {
  read: (api: ApiAccess, slug: string, language: string) => Promise<ApiAnswer<unknown>>;
  found: (data: never) => { values: SeoValues; subject?: PageSubject };
}

/** Pages about one thing, by SEO key: the API route that reads the thing, and what the head needs of it. */
const LOADERS: Record<string, Loader> = {
  game: {
    read: (api, slug, language) => api(`/g/${slug}`, { language }),
    found: (game: GameDetail) => ({ values: gameSeoValues(game), subject: { type: 'game', game } }),
  },
  category: {
    read: (api, slug, language) => api(`/g/c/${slug}`, { language, limit: '1' }),
    found: ({ category }: CategoryGamesPage) => ({
      values: categorySeoValues(category),
      subject: { type: 'category', category },
    }),
  },
  tag: {
    read: (api, slug, language) => api(`/g/t/${slug}`, { language, limit: '1' }),
    found: ({ tag }: TagGamesPage) => ({ values: tagSeoValues(tag), subject: { type: 'tag', tag } }),
  },
  maker: {
    read: (api, slug, language) => api(`/g/maker/${slug}`, { language, limit: '1' }),
    found: ({ maker }: MakerGamesPage) => ({ values: makerSeoValues(maker) }),
  },
  blog_post: {
    read: (api, slug, language) => api('/blog/detail', { slug, language }),
    found: (post: BlogPost) => ({ values: postSeoValues(post), subject: { type: 'post', post } }),
  },
};

/**
 * The data a page's head is filled from, read from the API in the page's language within `timeoutMs`. Pages
 * without a subject (home, about, …) need nothing. `slug` has passed the page table's slug rule already.
 */
export async function loadPageData(
  api: ApiAccess,
  seoKey: string,
  slug: string | undefined,
  language: string,
  timeoutMs: number,
): Promise<PageData> {
  const loader = LOADERS[seoKey];
  if (!loader || !slug) return { kind: 'found', values: {} };
  const answer = await withTimeout(loader.read(api, slug, language), timeoutMs, null);
  if (!answer) return { kind: 'unavailable' };
  // A client error is about the thing asked for; a timeout or rate limit is not.
  if (answer.status >= 400 && answer.status < 500 && answer.status !== 408 && answer.status !== 429)
    return { kind: 'missing' };
  if (answer.status !== 200 || !answer.body.success) return { kind: 'unavailable' };
  return { kind: 'found', ...loader.found(answer.body.data as never) };
}
