// The studio's and the console's own calls: no other app makes them, so they ship with this remote. They act for
// the signed-in user (`signedIn`: the bearer token), never on the server, which does not know who is looking.
import { apiRequest } from '@portal/shared';
import type { StudioGames, StudioStats } from '@portal/shared/contract/studio';
import type { OpsAccess, OpsAction, OpsHistory, OpsModeration, OpsMove, OpsRemotes } from '@portal/shared/contract/ops';

export interface DayRange {
  from: string;
  to: string;
}

export function fetchStudioGames(): Promise<StudioGames> {
  return apiRequest<StudioGames>('/studio/games', { signedIn: true, showToast: false });
}

export function fetchGameStats(slug: string, range: DayRange): Promise<StudioStats> {
  return apiRequest<StudioStats>(`/studio/games/${encodeURIComponent(slug)}/stats`, {
    query: { ...range },
    signedIn: true,
    showToast: false,
  });
}

export function fetchOpsAccess(): Promise<OpsAccess> {
  return apiRequest<OpsAccess>('/ops/access', { signedIn: true, showToast: false });
}

export function fetchOpsRemotes(): Promise<OpsRemotes> {
  return apiRequest<OpsRemotes>('/ops/remotes', { signedIn: true, showToast: false });
}

export function fetchOpsHistory(remote: string | null, limit = 50): Promise<OpsHistory> {
  return apiRequest<OpsHistory>('/ops/history', {
    query: { remote: remote ?? undefined, limit },
    signedIn: true,
    showToast: false,
  });
}

export function fetchOpsModeration(): Promise<OpsModeration> {
  return apiRequest<OpsModeration>('/ops/moderation', { signedIn: true, showToast: false });
}

/** A promote, roll back or canary end, with the operator's reason; the caller says how it went. */
export function moveRemote(remote: string, action: OpsAction, reason: string): Promise<OpsMove> {
  return apiRequest<OpsMove>(`/ops/remotes/${encodeURIComponent(remote)}/${action}`, {
    method: 'POST',
    body: { reason },
    signedIn: true,
    showToast: false,
  });
}
