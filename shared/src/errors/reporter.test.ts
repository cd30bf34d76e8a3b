import { setRuntimeConfig } from '../config';
import { ApiError } from '../api/envelope';
import { isBotUserAgent } from './bots';
import {
  DEDUPE_WINDOW_MS,
  MAX_REPORTS_PER_MINUTE,
  errorStatus,
  reportError,
  setErrorReporter,
  type ErrorContext,
} from './reporter';
import { parseDsn } from './sentry';
import { startErrorReporting } from './startErrorReporting';

const mockSentry = { loaded: 0, init: jest.fn(), captureException: jest.fn(), setTag: jest.fn(), setExtras: jest.fn() };
jest.mock('@sentry/browser', () => {
  mockSentry.loaded += 1;
  return {
    init: mockSentry.init,
    captureException: mockSentry.captureException,
    withScope: (callback: (scope: unknown) => void) =>
      callback({ setTag: mockSentry.setTag, setExtras: mockSentry.setExtras }),
  };
});

const userAgent = jest.spyOn(navigator, 'userAgent', 'get');
const reports: Array<[unknown, ErrorContext]> = [];
const collect = { report: (error: unknown, context: ErrorContext) => void reports.push([error, context]) };
const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => jest.useRealTimers());
beforeEach(() => {
  reports.length = 0;
  userAgent.mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36');
  setErrorReporter(collect);
  Object.values(mockSentry).forEach((v) => typeof v === 'function' && (v as jest.Mock).mockClear());
});

describe('error reporter', () => {
  it('never reports statuses 300–499, including the client-side 401', () => {
    const quiet = [
      new ApiError(40401, 'Game not found', 404),
      new ApiError(401, '请先登录'),
      new ApiError(429, 'Too many requests', 429),
      Object.assign(new Error('moved'), { status: 301 }),
      Object.assign(new Error('bad'), { statusCode: 499 }),
    ];
    for (const error of quiet) expect(reportError(error)).toBe(false);
    const loud = [
      new ApiError(500, 'Internal server error', 500),
      new ApiError(0, 'Network error'),
      new Error('boom'),
      'a string',
      { statusCode: 503 },
    ];
    for (const error of loud) expect(reportError(error, { source: 'test' })).toBe(true);
    expect(reports.map(([error]) => error)).toEqual(loud);
    expect(errorStatus(new ApiError(40001, 'x'))).toBeUndefined();
  });

  it('reports a burst of the same error once per window, and caps the rate', () => {
    jest.useFakeTimers();
    const throwSite = (message: string) => new Error(message);
    const error = throwSite('same');
    expect(reportError(error)).toBe(true);
    expect(reportError(throwSite('same'))).toBe(false);
    // The same message thrown from another place is another issue.
    expect(reportError(new Error('same'))).toBe(true);
    jest.advanceTimersByTime(DEDUPE_WINDOW_MS);
    expect(reportError(error)).toBe(true);

    jest.advanceTimersByTime(60_000);
    const sent = Array.from({ length: 30 }, (_, i) => reportError(new Error(`loop ${i}`))).filter(Boolean);
    expect(sent).toHaveLength(MAX_REPORTS_PER_MINUTE);
  });

  it('ignores crawlers and survives a throwing reporter', () => {
    userAgent.mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(reportError(new Error('from a bot'))).toBe(false);
    expect(isBotUserAgent('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isBotUserAgent('facebookexternalhit/1.1')).toBe(true);
    expect(
      isBotUserAgent('Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36'),
    ).toBe(false);

    userAgent.mockReturnValue('Mozilla/5.0 Chrome/140');
    setErrorReporter({
      report: () => {
        throw new Error('reporter down');
      },
    });
    expect(reportError(new Error('x'))).toBe(false);
  });

  it('is a no-op without a reporter', () => {
    setErrorReporter(null);
    expect(reportError(new Error('nobody listens'))).toBe(false);
  });
});

describe('startErrorReporting', () => {
  beforeEach(() => setErrorReporter(null));

  it('without a DSN installs nothing and never loads the SDK', async () => {
    setRuntimeConfig({ errorDsn: undefined });
    const stop = startErrorReporting();
    // jsdom turns an error event nobody listens to into a failed test.
    const swallow = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', swallow);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('uncaught'), message: 'uncaught' }));
    window.removeEventListener('error', swallow);
    expect(reportError(new Error('x'))).toBe(false);
    await flushPromises();
    expect(mockSentry.loaded).toBe(0);
    stop();
  });

  it('with an invalid DSN warns and stays off', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    setRuntimeConfig({ errorDsn: 'not a dsn' });
    startErrorReporting()();
    expect(warn).toHaveBeenCalled();
    expect(reportError(new Error('x'))).toBe(false);
    await flushPromises();
    expect(mockSentry.loaded).toBe(0);
    warn.mockRestore();
  });

  it('with a DSN loads the SDK on the first error and sends uncaught errors and rejections', async () => {
    const dsn = 'https://abc123@o1.ingest.example.com/42';
    setRuntimeConfig({ errorDsn: dsn, buildId: 'build-7' });
    const stop = startErrorReporting();
    expect(startErrorReporting()).toBe(stop);
    await flushPromises();
    expect(mockSentry.loaded).toBe(0);

    const uncaught = new Error('uncaught');
    window.dispatchEvent(new ErrorEvent('error', { error: uncaught, message: 'uncaught' }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: new ApiError(502, 'Bad gateway', 502) });
    window.dispatchEvent(rejection);
    const ignored = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(ignored, { reason: new ApiError(403, 'Forbidden', 403) });
    window.dispatchEvent(ignored);
    await flushPromises();

    expect(mockSentry.loaded).toBe(1);
    expect(mockSentry.init).toHaveBeenCalledTimes(1);
    expect(mockSentry.init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn, release: 'build-7', defaultIntegrations: false }),
    );
    expect(mockSentry.captureException.mock.calls.map(([error]) => error)).toEqual([
      uncaught,
      expect.objectContaining({ status: 502 }),
    ]);
    expect(mockSentry.setTag).toHaveBeenCalledWith('source', 'window.onerror');
    expect(mockSentry.setTag).toHaveBeenCalledWith('source', 'unhandledrejection');

    stop();
    const swallow = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', swallow);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after stop') }));
    window.removeEventListener('error', swallow);
    await flushPromises();
    expect(mockSentry.captureException).toHaveBeenCalledTimes(2);
    setRuntimeConfig({ errorDsn: undefined });
  });

  it('parses DSNs', () => {
    expect(parseDsn('https://key@sentry.io/1')).toEqual({
      protocol: 'https',
      publicKey: 'key',
      host: 'sentry.io',
      projectId: '1',
    });
    expect(parseDsn('http://key@localhost:9000/sub/path/7')).toMatchObject({ host: 'localhost:9000', projectId: '7' });
    expect(parseDsn('https://sentry.io/1')).toBeNull();
    expect(parseDsn('javascript://key@x/1')).toBeNull();
  });
});
