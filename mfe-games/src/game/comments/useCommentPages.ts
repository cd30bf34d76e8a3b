import { useCallback, useEffect, useRef, useState } from 'react';
import type { Comment, CommentPage } from '@portal/shared';

type Status = 'idle' | 'loading' | 'error' | 'ready';

interface State {
  items: Comment[];
  page: number;
  hasMore: boolean;
  total: number;
  status: Status;
  more: 'idle' | 'loading' | 'error';
}

const INITIAL: State = { items: [], page: 0, hasMore: false, total: 0, status: 'idle', more: 'idle' };

/**
 * A paginated list of comments (a game's, or one thread's replies) that the page also edits in place: new ones
 * are added, deleted ones removed and likes patched without reloading. `auto` loads page 1 whenever `key`
 * changes; otherwise page 1 loads on start().
 */
export function useCommentPages(load: (page: number) => Promise<CommentPage>, key: string, auto: boolean) {
  const [state, setState] = useState<State>(INITIAL);
  const generation = useRef(0);
  const loader = useRef(load);
  loader.current = load;

  const start = useCallback(() => {
    const run = ++generation.current;
    setState((now) => ({ ...now, status: 'loading' }));
    loader.current(1).then(
      (page) => run === generation.current && setState({ items: page.items, page: 1, hasMore: page.has_more, total: page.total, status: 'ready', more: 'idle' }),
      () => run === generation.current && setState((now) => ({ ...now, status: 'error' })),
    );
  }, []);

  useEffect(() => {
    if (auto) start();
    else {
      generation.current += 1;
      setState(INITIAL);
    }
  }, [key, auto, start]);

  const loadMore = () => {
    if (!state.hasMore || state.more === 'loading') return;
    const run = generation.current;
    setState((now) => ({ ...now, more: 'loading' }));
    loader.current(state.page + 1).then(
      (page) =>
        run === generation.current &&
        setState((now) => {
          const seen = new Set(now.items.map((c) => c.id));
          return { ...now, items: [...now.items, ...page.items.filter((c) => !seen.has(c.id))], page: page.page, hasMore: page.has_more, more: 'idle' };
        }),
      () => run === generation.current && setState((now) => ({ ...now, more: 'error' })),
    );
  };

  const add = (comment: Comment, where: 'first' | 'last') =>
    setState((now) => ({ ...now, items: where === 'first' ? [comment, ...now.items] : [...now.items, comment], total: now.total + 1 }));
  const remove = (id: number) =>
    setState((now) => ({ ...now, items: now.items.filter((c) => c.id !== id), total: Math.max(0, now.total - 1) }));
  const patch = (id: number, change: (comment: Comment) => Comment) =>
    setState((now) => ({ ...now, items: now.items.map((c) => (c.id === id ? change(c) : c)) }));

  return { ...state, start, loadMore, add, remove, patch };
}
