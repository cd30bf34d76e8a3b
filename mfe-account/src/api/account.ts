import { apiRequest, type ToastOption } from '@portal/shared';
import type { Done, ListedGamePage, LoginRequest, LoginResponse, RefreshResponse, UserProfile } from '@portal/shared';

export interface ListPageRequest {
  page?: number;
  limit?: number;
}

/** Exchanges the identity provider's token for the portal's access token (product §7). */
export function login(request: LoginRequest, options: ToastOption = {}): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/auth/login', { ...options, method: 'POST', body: { type: 1, ...request } });
}

/** A fresh access token; failures are silent (product §8), the caller falls back to the identity provider. */
export function refreshAccessToken(accessToken: string): Promise<RefreshResponse> {
  return apiRequest<RefreshResponse>('/auth/refresh', {
    method: 'POST',
    body: { access_token: accessToken },
    showToast: false,
  });
}

/** Revokes every access token of the user (all devices). */
export function logout(options: ToastOption = {}): Promise<Done> {
  return apiRequest('/user/logout', { ...options, method: 'POST' });
}

export function modifyUserInfo(request: { name: string }, options: ToastOption = {}): Promise<UserProfile> {
  return apiRequest<UserProfile>('/user/info/modify', { ...options, method: 'POST', body: request });
}

export function fetchFavoriteGames(request: ListPageRequest = {}): Promise<ListedGamePage> {
  return apiRequest<ListedGamePage>('/user/g/favorite', { query: { ...request } });
}

export function fetchLikedGames(request: ListPageRequest = {}): Promise<ListedGamePage> {
  return apiRequest<ListedGamePage>('/user/g/liked', { query: { ...request } });
}
