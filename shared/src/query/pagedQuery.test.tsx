import { act, renderHook, waitFor } from '@testing-library/react';
import type { Page } from '../types/catalogue';
import { editPagedList, pagedItems, pagedTotal, usePagedQuery } from './pagedQuery';
import { portalQueryClient } from './queryClient';

interface Note {
  id: number;
  text: string;
}

const page = (items: Note[], number: number, hasMore: boolean): Page<Note> => ({
  items,
  page: number,
  limit: 2,
  total: 5,
  has_more: hasMore,
});
const PAGES: Record<number, Page<Note>> = {
  1: page(
    [
      { id: 1, text: 'a' },
      { id: 2, text: 'b' },
    ],
    1,
    true,
  ),
  // The list shifted between requests: note 2 comes again.
  2: page(
    [
      { id: 2, text: 'b' },
      { id: 3, text: 'c' },
    ],
    2,
    false,
  ),
};

describe('usePagedQuery', () => {
  const load = (n: number) => Promise.resolve(PAGES[n]!);
  const idOf = (note: Note) => note.id;
  // What a component reads while it renders (TanStack Query re-renders for the fields read).
  const useNotes = () => {
    const query = usePagedQuery(['notes'], load);
    return { query, items: pagedItems(query.data, idOf), total: pagedTotal(query.data) };
  };

  it('loads page 1, then more on request, telling items apart by their key', async () => {
    const { result } = renderHook(useNotes);
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    expect(result.current.items.map((n) => n.id)).toEqual([1, 2]);
    expect(result.current.query.hasNextPage).toBe(true);
    await act(() => result.current.query.fetchNextPage());
    await waitFor(() => expect(result.current.items.map((n) => n.id)).toEqual([1, 2, 3]));
    expect(result.current.query.hasNextPage).toBe(false);
  });

  it('edits the cached pages in place (add, patch, remove) with their total, never below 0', async () => {
    const { result } = renderHook(useNotes);
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    const client = portalQueryClient();
    act(() =>
      editPagedList<Note>(client, ['notes'], (items, i) => (i === 0 ? [{ id: 9, text: 'new' }, ...items] : items), 1),
    );
    act(() =>
      editPagedList<Note>(client, ['notes'], (items) => items.map((n) => (n.id === 1 ? { ...n, text: 'A' } : n))),
    );
    await waitFor(() =>
      expect(result.current.items).toEqual([
        { id: 9, text: 'new' },
        { id: 1, text: 'A' },
        { id: 2, text: 'b' },
      ]),
    );
    expect(result.current.total).toBe(6);
    act(() => editPagedList<Note>(client, ['notes'], (items) => items, -10));
    await waitFor(() => expect(result.current.total).toBe(0));
  });
});
