import type { QueryClient } from '@tanstack/react-query';
import type { LocaleCode } from '@portal/shared';
import { gamesQueries } from '../api/queries';
import { PAGE_SIZE } from '../components/PagedGames';
import { parseListQuery } from '../hooks/useListQuery';

interface Request {
  locale: LocaleCode;
  params: { slug?: string };
  search: URLSearchParams;
}

/** The first view of a category or tag page: the page and order its address asks for. */
export const prefetchTopic =
  (kind: 'category' | 'tag' | 'maker') =>
  (client: QueryClient, { locale, params, search }: Request) => {
    const { page, sort } = parseListQuery(search);
    const request = { page, limit: PAGE_SIZE, sort };
    const slug = params.slug ?? '';
    if (kind === 'tag') return client.prefetchQuery(gamesQueries.tag(locale, slug, request));
    if (kind === 'maker') return client.prefetchQuery(gamesQueries.maker(locale, slug, request));
    return client.prefetchQuery(gamesQueries.category(locale, slug, request));
  };
