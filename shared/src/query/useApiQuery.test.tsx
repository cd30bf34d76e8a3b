import { QueryClient, QueryClientContext } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { loadFailed, useApiQuery } from './useApiQuery';

const clientWith = (seed?: string) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (seed !== undefined) client.setQueryData(['thing'], seed);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>
  );
  return { client, wrapper };
};

describe('useApiQuery', () => {
  it('keeps the data it has when a refetch fails (offline, API down)', async () => {
    const { client, wrapper } = clientWith('rendered by the server');
    const queryFn = jest.fn().mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => useApiQuery({ queryKey: ['thing'], queryFn, refetchOnMount: 'always' }), {
      wrapper,
    });
    await waitFor(() => expect(client.getQueryState(['thing'])?.status).toBe('error'));
    expect(queryFn).toHaveBeenCalled();
    expect(result.current.data).toBe('rendered by the server');
    expect(loadFailed(result.current)).toBe(false);
  });

  it('shows the error when there is nothing to show', async () => {
    const { wrapper } = clientWith();
    const error = new Error('offline');
    const { result } = renderHook(() => useApiQuery({ queryKey: ['thing'], queryFn: () => Promise.reject(error) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBe(error);
    expect(loadFailed(result.current)).toBe(true);
  });
});
