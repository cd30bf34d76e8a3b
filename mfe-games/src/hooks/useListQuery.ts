import { useLocation, useSearchParams } from 'react-router';
import type { GameSort } from '@portal/shared';

export const SORTS: readonly GameSort[] = ['hot', 'new', 'top'];
export const DEFAULT_SORT: GameSort = 'hot';
/** The API refuses deeper pages. */
export const MAX_PAGE = 1000;

export interface ListQuery {
  sort: GameSort;
  page: number;
  /** The address of another sort (back to page 1) or page, keeping every other parameter (e.g. q). */
  hrefFor: (change: { sort?: GameSort; page?: number }) => string;
}

const parseSort = (value: string | null): GameSort => SORTS.find((s) => s === value) ?? DEFAULT_SORT;
const parsePage = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
};

/** The sort and page an address asks for (the server reads them the same way). */
export function parseListQuery(params: URLSearchParams): { sort: GameSort; page: number } {
  return { sort: parseSort(params.get('sort')), page: parsePage(params.get('page')) };
}

/**
 * A list's sort and page, kept in the address (?sort=new&page=2) so a list can be shared, reloaded and gone back
 * to. Defaults are left out of the address; anything unreadable counts as the default.
 */
export function useListQuery(): ListQuery {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const { sort, page } = parseListQuery(params);
  const hrefFor = (change: { sort?: GameSort; page?: number }) => {
    const next = new URLSearchParams(params);
    const nextSort = change.sort ?? sort;
    const nextPage = change.sort !== undefined ? 1 : (change.page ?? page);
    if (nextSort === DEFAULT_SORT) next.delete('sort');
    else next.set('sort', nextSort);
    if (nextPage === 1) next.delete('page');
    else next.set('page', String(nextPage));
    const search = next.toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  return { sort, page, hrefFor };
}
