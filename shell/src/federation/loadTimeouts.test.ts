/**
 * @jest-environment node
 */
import { fetchWithTimeout, loadTimeoutPlugin } from './loadTimeouts';

const hanging = (_url: string, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) =>
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
  );

describe('fetchWithTimeout', () => {
  it('gives up on a hanging request after each attempt, trying twice', async () => {
    const fetchImpl = jest.fn(hanging);
    await expect(
      fetchWithTimeout(
        '/remotes/games/1/mf-manifest.json',
        {},
        { timeoutMs: 20, fetchImpl: fetchImpl as unknown as typeof fetch },
      ),
    ).rejects.toThrow(/timed out after 20 ms/);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('returns the second attempt when the first fails', async () => {
    const fetchImpl = jest
      .fn<Promise<Response>, [string, RequestInit?]>()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response('{"ok":true}', { status: 200 }));
    const response = await fetchWithTimeout(
      '/x',
      {},
      { timeoutMs: 1000, fetchImpl: fetchImpl as unknown as typeof fetch },
    );
    expect(await response.json()).toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});

describe('loadTimeoutPlugin', () => {
  it('limits the entry script and retries it once through the runtime', async () => {
    const plugin = loadTimeoutPlugin(1234);
    expect(plugin.createScript?.({ url: '/remoteEntry.js' })).toEqual({ timeout: 1234 });
    const getRemoteEntry = jest.fn().mockResolvedValue({ init: jest.fn(), get: jest.fn() });
    const globalLoading: Record<string, unknown> = { key: Promise.reject(new Error('failed')).catch(() => undefined) };
    const args = { getRemoteEntry, origin: {}, remoteInfo: { name: 'games' }, globalLoading, uniqueKey: 'key' };
    await plugin.loadEntryError?.(args as never);
    expect(globalLoading).toEqual({});
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });

  it('fetches a manifest with the hash recorded for it, so the browser refuses other bytes', async () => {
    const fetchImpl = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    const integrityOf = (url: string) => (url.endsWith('/mf-manifest.json') ? 'sha384-manifest' : undefined);
    await loadTimeoutPlugin(1234, 1000, integrityOf).fetch?.('/remotes/blog/1/mf-manifest.json', {});
    expect(fetchImpl).toHaveBeenCalledWith(
      '/remotes/blog/1/mf-manifest.json',
      expect.objectContaining({ integrity: 'sha384-manifest' }),
    );
    fetchImpl.mockRestore();
  });
});
