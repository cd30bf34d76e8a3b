import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { compactQueryState, expandQueryState } from './pageQueryState';

describe("the server's query cache as a page carries it", () => {
  it('gives a browser the same data, as fresh as on the server, and nothing of a failed query', async () => {
    const server = new QueryClient();
    await server.prefetchQuery({ queryKey: ['games', 'list', 'hot', 'ar'], queryFn: () => [{ slug: 'snake' }] });
    await server.prefetchQuery({ queryKey: ['catalogue', 'nav'], queryFn: () => ({ n: 1 }) });
    await server.prefetchQuery({
      queryKey: ['broken'],
      queryFn: () => Promise.reject(new Error('down')),
    });
    const full = dehydrate(server, { shouldDehydrateQuery: () => true });
    // As the page carries it: JSON, with none of the per-query bookkeeping.
    const page = JSON.parse(JSON.stringify(compactQueryState(full))) as unknown;
    expect(JSON.stringify(page).length).toBeLessThan(JSON.stringify(dehydrate(server)).length / 2);

    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydrate(browser, expandQueryState(page));
    expect(browser.getQueryData(['games', 'list', 'hot', 'ar'])).toEqual([{ slug: 'snake' }]);
    expect(browser.getQueryData(['catalogue', 'nav'])).toEqual({ n: 1 });
    expect(browser.getQueryState(['catalogue', 'nav'])).toMatchObject({
      status: 'success',
      dataUpdatedAt: server.getQueryState(['catalogue', 'nav'])!.dataUpdatedAt,
      isInvalidated: false,
    });
    // Fresh: a component mounting now reads it without asking the API again.
    expect(
      browser
        .getQueryCache()
        .find({ queryKey: ['catalogue', 'nav'] })!
        .isStale(),
    ).toBe(false);
    expect(browser.getQueryData(['broken'])).toBeUndefined();
  });

  it('leaves out whatever is malformed, keeping the rest', () => {
    expect(expandQueryState(null).queries).toEqual([]);
    expect(expandQueryState('queries').queries).toEqual([]);
    const kept = expandQueryState({
      at: 1,
      queries: [
        ['not', 'a key'],
        [['ok'], 1, 5],
        [['no time'], 2],
      ],
    });
    expect(kept.queries.map((query) => query.queryKey)).toEqual([['ok']]);
  });
});
