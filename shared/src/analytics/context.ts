import { getDeviceId } from '../device/deviceId';
import { i18n } from '../i18n/instance';
import { isLocale, localeFromPath } from '../i18n/locales';
import { portalStore } from '../state/store';
import { authAtom } from '../state/auth';
import { getCountry } from './country';
import { currentPlatform } from '../device/platform';
import { MAX_PATH_LENGTH, type AnalyticsWireEvent } from './events';
import { randomId, readStored, writeStored } from './storage';

/** Session storage key of this tab's analytics session id. */
export const SESSION_KEY = 'portal.analytics.session';
const SESSION_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

let sessionId: string | undefined;

/** One id per tab: it survives reloads (session storage) and ends with the tab. */
export function getSessionId(): string {
  if (sessionId) return sessionId;
  const stored = readStored('sessionStorage', SESSION_KEY, (v) =>
    typeof v === 'string' && SESSION_PATTERN.test(v) ? v : null,
  );
  sessionId = stored ?? randomId().replace(/[^A-Za-z0-9_-]/g, '');
  if (!stored) writeStored('sessionStorage', SESSION_KEY, sessionId);
  return sessionId;
}

export type EventContext = Pick<
  AnalyticsWireEvent,
  'device_id' | 'user_id' | 'session_id' | 'path' | 'locale' | 'platform' | 'country'
>;

/** What every event carries. The path has no query or hash: those may hold personal data. */
export function eventContext(): EventContext {
  const path = (typeof location === 'undefined' ? '/' : location.pathname).slice(0, MAX_PATH_LENGTH);
  const auth = portalStore.get(authAtom);
  return {
    device_id: getDeviceId(),
    user_id: auth.isLoggedIn && auth.user ? auth.user.user_id.slice(0, 64) : null,
    session_id: getSessionId(),
    path,
    locale: isLocale(i18n.language) ? i18n.language : localeFromPath(path),
    platform: currentPlatform(),
    country: getCountry(),
  };
}
