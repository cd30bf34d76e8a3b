import { CHUNK_RELOAD_KEY, isChunkLoadError, listenForChunkErrors, reloadOnceOnChunkError } from './chunkReloadGuard';

function chunkError(): Error {
  const error = new Error('Loading chunk 412 failed.\n(error: http://localhost/_shell/412.abc.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('chunk load failure reload guard', () => {
  let path = '/games/snake';
  const reload = jest.fn();
  const env = () => ({ storage: sessionStorage, location: { pathname: path, reload }, now: Date.now });

  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    sessionStorage.clear();
    reload.mockClear();
    path = '/games/snake';
  });
  afterEach(() => jest.useRealTimers());

  it('recognises chunk, dynamic import and federation load errors, through causes too', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Remote "games" is unavailable', { cause: chunkError() }))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads once and records the path and time', () => {
    expect(reloadOnceOnChunkError(chunkError(), env())).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem(CHUNK_RELOAD_KEY)!)).toEqual({ path: '/games/snake', at: Date.now() });
  });

  it('does not reload again for a failure on the same path within 10 s', () => {
    reloadOnceOnChunkError(chunkError(), env());
    jest.advanceTimersByTime(9_999);
    expect(reloadOnceOnChunkError(chunkError(), env())).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the 10 s guard has expired', () => {
    reloadOnceOnChunkError(chunkError(), env());
    jest.advanceTimersByTime(10_000);
    expect(reloadOnceOnChunkError(chunkError(), env())).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads for a failure on another path even within 10 s', () => {
    reloadOnceOnChunkError(chunkError(), env());
    jest.advanceTimersByTime(1_000);
    path = '/blog';
    expect(reloadOnceOnChunkError(chunkError(), env())).toBe(true);
  });

  it('ignores errors that are no load failure, and a corrupt stored guard', () => {
    expect(reloadOnceOnChunkError(new Error('boom'), env())).toBe(false);
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '{not json');
    expect(reloadOnceOnChunkError(chunkError(), env())).toBe(true);
  });

  it('does not reload when storage refuses the guard (a loop would follow)', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(reloadOnceOnChunkError(chunkError(), { ...env(), storage })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('listens to window error and unhandled rejection events', () => {
    // jsdom cannot reload (it reports that as an error); the first reload is recorded in the guard, so a stored
    // guard shows the listener ran.
    const stop = listenForChunkErrors(window);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('unrelated') }));
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: chunkError() });
    window.dispatchEvent(rejection);
    expect(JSON.parse(sessionStorage.getItem(CHUNK_RELOAD_KEY)!).path).toBe(window.location.pathname);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/^Not implemented: navigation/) }),
    );
    stop();
    consoleError.mockRestore();
  });
});
