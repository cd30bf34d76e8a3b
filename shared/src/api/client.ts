import { ofetch, FetchError } from 'ofetch';
import { getRuntimeConfig } from '../config';
import { apiLanguage, localeFromPath } from '../i18n/locales';
import { i18n } from '../i18n/instance';
import { portalStore } from '../state/store';
import { authAtom } from '../state/auth';
import { getDeviceId } from '../device/deviceId';
import { currentPlatform } from '../device/platform';
import { ApiError, isEnvelope, type Envelope } from './envelope';

export const REQUEST_TIMEOUT_MS = 15_000;
/** Statuses on which an idempotent request is retried once (product §7). */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504];
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
/** Comment list and replies send the token when there is one, without requiring it (product §6). */
/** Routes guests call too, that answer (or, for a like, act) as the player when signed in: they get the bearer token. */
const OPTIONAL_AUTH_PATHS = [/^\/g\/comment\/(list|replies)/, /^\/g\/[^/]+\/like$/];
export const NOT_LOGGED_IN_MESSAGE = '请先登录';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';

export interface RequestOptions {
  method?: HttpMethod;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** false: the caller shows the failure itself (product §8). */
  showToast?: boolean;
  signal?: AbortSignal;
  /** More request headers (a play's or like's X-Counter-Token). */
  headers?: Record<string, string>;
  /**
   * A call for the signed-in user outside /user/ (the studio's, the operations console's): it carries the bearer
   * token, and fails with 401 before any network call when nobody is signed in, as a /user/ call does.
   */
  signedIn?: boolean;
}

/** Hooks the shell and the account remote plug in: error toasts, re-login on 401. */
export interface ApiClientHooks {
  onError?: (error: ApiError, options: RequestOptions) => void;
  /** Re-run the login flow once; resolves true when a fresh token is in the auth atom. */
  relogin?: () => Promise<boolean>;
  onLoggedOut?: () => void;
}

let hooks: ApiClientHooks = {};

/**
 * How the edge server's renderer reads the API (in process, in the request's language): set once there, never in a
 * browser. Only anonymous GETs go through it; the server renders what any visitor sees.
 */
export type ServerApiTransport = (path: string, query: Record<string, string>) => Promise<unknown>;
let serverTransport: ServerApiTransport | undefined;

export function setServerApiTransport(transport: ServerApiTransport): void {
  serverTransport = transport;
}

async function sendOnServer<T>(transport: ServerApiTransport, path: string, options: RequestOptions): Promise<T> {
  if ((options.method ?? 'GET') !== 'GET' || isUserPath(path)) throw new ApiError(0, 'Not rendered on the server');
  const query = Object.fromEntries(
    Object.entries(options.query ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  );
  const response = await transport(path, query);
  if (!isEnvelope(response)) throw new ApiError(0, 'Unknown error');
  if (!response.success)
    throw new ApiError(response.code, response.message || 'Unknown error', undefined, response.data);
  return response.data as T;
}

export function setApiClientHooks(next: ApiClientHooks): void {
  hooks = { ...hooks, ...next };
}

export const isUserPath = (path: string): boolean => path.includes('/user/');

const needsUser = (path: string, options: RequestOptions): boolean => isUserPath(path) || options.signedIn === true;

function tokenFor(path: string, options: RequestOptions): string | undefined {
  const { access_token, isLoggedIn } = portalStore.get(authAtom);
  if (!isLoggedIn || !access_token) return undefined;
  return needsUser(path, options) || OPTIONAL_AUTH_PATHS.some((pattern) => pattern.test(path))
    ? access_token
    : undefined;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const body: unknown = error.data;
    if (isEnvelope(body)) return new ApiError(body.code, body.message || 'Unknown error', error.status, body.data);
    if (error.status) return new ApiError(error.status, error.statusText || 'Unknown error', error.status);
    return new ApiError(0, 'Network error');
  }
  return new ApiError(0, error instanceof Error && error.message ? error.message : 'Network error');
}

async function send<T>(path: string, options: RequestOptions): Promise<T> {
  if (serverTransport) return sendOnServer<T>(serverTransport, path, options);
  const method = options.method ?? 'GET';
  const token = tokenFor(path, options);
  // The page's path is the locale's source of truth: right after a locale switch, i18n may still be loading it.
  const locale =
    typeof window !== 'undefined' && window.location ? localeFromPath(window.location.pathname) : i18n.language || 'en';
  const response = await ofetch<Envelope<T>>(path, {
    baseURL: getRuntimeConfig().apiBase,
    method,
    body: options.body as BodyInit | Record<string, unknown> | undefined,
    query: method === 'GET' ? { ...options.query, language: apiLanguage(locale) } : options.query,
    headers: {
      'X-Platform': currentPlatform(),
      'Accept-Language': locale,
      // Views, plays and likes count once per device; the API also answers "liked" for this device.
      'X-Device-Id': getDeviceId(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...options.headers,
    },
    timeout: REQUEST_TIMEOUT_MS,
    retry: IDEMPOTENT.has(method) ? 1 : 0,
    retryStatusCodes: RETRY_STATUSES,
    signal: options.signal,
  });
  if (!isEnvelope(response)) throw new ApiError(0, 'Unknown error');
  if (!response.success)
    throw new ApiError(response.code, response.message || 'Unknown error', undefined, response.data);
  return response.data;
}

/**
 * The one way the front end calls the product API. Resolves with the envelope's `data`; rejects with ApiError.
 * A /user/ call without a logged-in user fails with 401 "请先登录" before any network call (product §5).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    if (needsUser(path, options) && !tokenFor(path, options)) throw new ApiError(401, NOT_LOGGED_IN_MESSAGE);
    try {
      return await send<T>(path, options);
    } catch (error) {
      const apiError = toApiError(error);
      const unauthorised = apiError.status === 401 || apiError.code === 401;
      // A call that carried the bearer token and was refused for it: refresh the session once and send it again.
      if (!unauthorised || !tokenFor(path, options) || !hooks.relogin) throw apiError;
      if (await hooks.relogin().catch(() => false)) return await send<T>(path, options);
      hooks.onLoggedOut?.();
      throw apiError;
    }
  } catch (error) {
    const apiError = toApiError(error);
    if (options.showToast !== false) hooks.onError?.(apiError, options);
    throw apiError;
  }
}
