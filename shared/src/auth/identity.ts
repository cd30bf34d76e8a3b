import { FetchError, ofetch } from 'ofetch';
import { ApiError, isEnvelope, type Envelope } from '../api/envelope';
import { REQUEST_TIMEOUT_MS } from '../api/client';
import { getRuntimeConfig } from '../config';
import { i18n } from '../i18n/instance';
import type { Static } from 'typebox';
import type { SignUpBody } from '../contract/identity';
import type { Done, ProviderTokenResult } from '../types/account';

/**
 * The identity SDK adapter: how the front end talks to the identity provider (the spec's "provider SDK") to get a
 * token for POST /auth/login. The built-in provider lives at `<apiBase>/identity` and keeps its session in an
 * httpOnly cookie, so these calls never see a password-equivalent secret. Swapping providers means
 * re-implementing this file's exports with the new provider's SDK.
 */

/** Product §9: the auth SDK is tried up to 5 times per session, 2 s apart. */
export const IDENTITY_MAX_TRIES = 5;
export const IDENTITY_RETRY_INTERVAL_MS = 2_000;

let retryIntervalMs = IDENTITY_RETRY_INTERVAL_MS;
let triesLeft = IDENTITY_MAX_TRIES;

/** Test and harness hook: shorter retry spacing, and a fresh per-session try budget. */
export function configureIdentitySdk(options: { retryIntervalMs?: number; resetSession?: boolean }): void {
  if (options.retryIntervalMs !== undefined) retryIntervalMs = options.retryIntervalMs;
  if (options.resetSession) triesLeft = IDENTITY_MAX_TRIES;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** No answer at all (offline, DNS, refused, timeout) or a gateway that could not reach the provider. */
function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof FetchError)) return true;
  return error.status === undefined || [502, 503, 504].includes(error.status);
}

function toApiError(error: unknown): ApiError {
  if (error instanceof FetchError && isEnvelope(error.data)) {
    return new ApiError(error.data.code, error.data.message || 'Unknown error', error.status, error.data.data);
  }
  if (error instanceof FetchError && error.status)
    return new ApiError(error.status, error.statusText || 'Unknown error', error.status);
  return new ApiError(0, 'Network error');
}

async function call<T>(path: string, body?: Record<string, unknown>): Promise<T> {
  const response = await ofetch<Envelope<T>>(`/identity${path}`, {
    baseURL: getRuntimeConfig().apiBase,
    method: 'POST',
    body: body ?? {},
    // The identity cookie must travel even when the API sits on another origin.
    credentials: 'include',
    headers: { 'Accept-Language': i18n.language || 'en' },
    timeout: REQUEST_TIMEOUT_MS,
    retry: 0,
  });
  if (!isEnvelope(response) || !response.success) throw new ApiError(0, 'Unknown error');
  return response.data;
}

/** One provider call, retried on network failure while the session's try budget lasts; rejects with ApiError. */
async function withRetries<T>(work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      const result = await work();
      triesLeft = IDENTITY_MAX_TRIES;
      return result;
    } catch (error) {
      triesLeft -= 1;
      if (!isNetworkFailure(error) || triesLeft <= 0) throw toApiError(error);
      await sleep(retryIntervalMs);
    }
  }
}

async function single<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toApiError(error);
  }
}

/**
 * A provider token for POST /auth/login, from the identity cookie.
 * - `interactive: false` — the silent ("unaware") login at start-up: null when there is no session or the provider
 *   cannot be reached; never throws.
 * - `interactive: true` — the user asked to log in: null when there is no session (open the login box); an
 *   unreachable provider rejects with ApiError so the box can say so.
 */
export async function getToken({ interactive }: { interactive: boolean }): Promise<string | null> {
  try {
    const result = await withRetries(() => call<ProviderTokenResult>('/token'));
    return result.token;
  } catch (error) {
    if (interactive) throw error;
    return null;
  }
}

/** `name` is offered as the portal display name on first login. */
export type SignUpInput = Static<typeof SignUpBody>;

/** Creates an account and signs in (sets the identity cookie); resolves with a provider token. */
export function signUp(input: SignUpInput): Promise<ProviderTokenResult> {
  return single(() => call<ProviderTokenResult>('/sign-up', { ...input }));
}

export function signIn(input: { email: string; password: string }): Promise<ProviderTokenResult> {
  return single(() => call<ProviderTokenResult>('/sign-in', { ...input }));
}

/** Ends the identity session, so the silent login no longer signs this browser in. */
export function signOut(): Promise<Done> {
  return single(() => call('/sign-out'));
}

/** Mails a reset link to the address if it has an account (the answer is the same either way). */
export function requestPasswordReset(email: string): Promise<Done> {
  return single(() => call('/password/forgot', { email, language: i18n.language || 'en' }));
}

/** Sets a new password with the `reset_token` from the mailed link; every session of the account ends. */
export function resetPassword(token: string, password: string): Promise<Done> {
  return single(() => call('/password/reset', { token, password }));
}

/** Changes the password of the signed-in account; its other sessions end. */
export function changePassword(currentPassword: string, newPassword: string): Promise<Done> {
  return single(() => call('/password/change', { current_password: currentPassword, new_password: newPassword }));
}
