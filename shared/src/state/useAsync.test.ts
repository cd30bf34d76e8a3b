import { renderHook, waitFor } from '@testing-library/react';
import { useAsync } from './useAsync';

/** A load the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('useAsync', () => {
  it('loads, then loads again when a dependency changes, not when only the function is new', async () => {
    const load = jest.fn((id: number) => Promise.resolve(`item ${id}`));
    const { result, rerender } = renderHook(({ id }) => useAsync(() => load(id), [id]), {
      initialProps: { id: 1 },
    });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: 'item 1' }));
    rerender({ id: 1 });
    expect(load).toHaveBeenCalledTimes(1);
    rerender({ id: 2 });
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: 'item 2' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops the result of a load whose dependencies changed meanwhile', async () => {
    const slow = deferred<string>();
    const fast = deferred<string>();
    const { result, rerender } = renderHook(({ load }) => useAsync(() => load.promise, [load]), {
      initialProps: { load: slow },
    });
    rerender({ load: fast });
    fast.resolve('new');
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: 'new' }));
    slow.resolve('old');
    await slow.promise;
    expect(result.current).toEqual({ status: 'success', data: 'new' });
  });

  it('starts from data the page already has and skips the first load', async () => {
    const load = jest.fn(() => Promise.resolve('fresh'));
    const { result, rerender } = renderHook(({ page }) => useAsync(load, [page], 'inlined'), {
      initialProps: { page: 1 },
    });
    expect(result.current).toEqual({ status: 'success', data: 'inlined' });
    expect(load).not.toHaveBeenCalled();
    rerender({ page: 2 });
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: 'fresh' }));
  });

  it('reports a failed load', async () => {
    const error = new Error('offline');
    const { result } = renderHook(() => useAsync(() => Promise.reject(error), []));
    await waitFor(() => expect(result.current).toEqual({ status: 'error', error }));
  });
});
