import { act, renderHook, waitFor } from '@testing-library/react';
import type { Page } from '../types/catalogue';
import { usePagedList } from './usePagedList';

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

describe('usePagedList', () => {
  it('loads page 1, then more on request, telling items apart by their key', async () => {
    const { result } = renderHook(() =>
      usePagedList(
        ['notes'],
        (n) => Promise.resolve(PAGES[n]!),
        (note: Note) => note.id,
      ),
    );
    await waitFor(() => expect(result.current.first.status).toBe('success'));
    expect(result.current.items.map((n) => n.id)).toEqual([1, 2]);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items.map((n) => n.id)).toEqual([1, 2, 3]));
    expect(result.current.hasMore).toBe(false);
  });

  it('keeps in-place edits (add, patch, remove) and their totals across later pages, until a retry starts afresh', async () => {
    const { result } = renderHook(() =>
      usePagedList(
        ['notes'],
        (n) => Promise.resolve(PAGES[n]!),
        (note: Note) => note.id,
      ),
    );
    await waitFor(() => expect(result.current.first.status).toBe('success'));
    act(() => result.current.edit((items) => [{ id: 9, text: 'new' }, ...items], 1));
    act(() => result.current.edit((items) => items.map((n) => (n.id === 1 ? { ...n, text: 'A' } : n))));
    act(() => result.current.edit((items) => items.filter((n) => n.id !== 3), -1));
    expect(result.current.items).toEqual([
      { id: 9, text: 'new' },
      { id: 1, text: 'A' },
      { id: 2, text: 'b' },
    ]);
    expect(result.current.total).toBe(5);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.hasMore).toBe(false));
    expect(result.current.items.map((n) => n.id)).toEqual([9, 1, 2]);

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.items).toEqual(PAGES[1]!.items));
    expect(result.current.total).toBe(5);
  });
});
