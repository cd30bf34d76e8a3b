import {
  apiLanguage,
  currentPlatform,
  currentSource,
  getCountry,
  getDeviceId,
  i18n,
  isPwaFlagSet,
  localeFromPath,
  MAX_GUEST_GAMES,
  portalStore,
  recentlyPlayedAtom,
  type LoginRequest,
  type LoginType,
  type SourceRecord,
} from '@portal/shared';
import { deviceLanguage, deviceName, deviceOs } from './deviceInfo';

/** What the API accepts as a device id (docs/api.md, "Login and tokens"). */
const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;
const FIELD_MAX = 128;

/** This browser's device id, or null when none can be had (product §5: login then fails with "device_id error"). */
export function readDeviceId(): string | null {
  try {
    const id = getDeviceId();
    return DEVICE_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** "search_engine:google": the source type, and the value that decided it when there is one. */
function sourceLabel(source: SourceRecord | null): string | undefined {
  if (!source) return undefined;
  return (source.originalValue ? `${source.type}:${source.originalValue}` : source.type).slice(0, FIELD_MAX);
}

/** Up to 30 recently played slugs of a guest, newest first, merged into the account's history by the server. */
export function guestGameSlugs(): string[] {
  return portalStore
    .get(recentlyPlayedAtom)
    .slice(0, MAX_GUEST_GAMES)
    .map((game) => game.slug);
}

/** The body of POST /auth/login (product §7), or null when there is no device id. */
export function buildLoginRequest(token: string, loginType: LoginType, guestGames: string[]): LoginRequest | null {
  const deviceId = readDeviceId();
  if (!deviceId) return null;
  const locale = typeof window === 'undefined' ? i18n.language || 'en' : localeFromPath(window.location.pathname);
  return {
    token,
    type: 1,
    guest_games: guestGames,
    device_os: deviceOs().slice(0, FIELD_MAX),
    device_id: deviceId,
    plat: currentPlatform(),
    login_type: loginType,
    register_type: 'seaart',
    device_name: deviceName().slice(0, FIELD_MAX),
    is_pwa: isPwaFlagSet(),
    country: getCountry() ?? undefined,
    user_source: sourceLabel(currentSource()),
    language: apiLanguage(locale),
    device_language: deviceLanguage().slice(0, FIELD_MAX),
    // The web has no advertising id; the field is sent empty so the server sees every field of the spec.
    ad_id: '',
  };
}
