/**
 * Account rules and shapes: identity provider, login and tokens, profile and the signed-in user's game lists. The
 * shapes are the contract's schemas (contract/account.ts, contract/identity.ts) as types.
 */
import type { Static } from 'typebox';
import type * as C from '../contract/account';
import type * as Common from '../contract/common';
import type * as ID from '../contract/identity';

/** Display-name rules, counted in characters (code points); letters/digits of any script, single spaces, _ - . */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 24;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
/** At most this many guest game slugs are sent at login (product §9). */
export const MAX_GUEST_GAMES = 30;
/** Largest save data /user/g/report accepts, in bytes of JSON. */
export const PROGRESS_MAX_BYTES = 65_536;

/**
 * Stable `code`s of account failures, for mapping to localised messages (the envelope's message is English).
 * 401 (not logged in), 40401 (game not found) and 429 (rate limited) come from shared handling.
 */
export const ACCOUNT_ERROR_CODES = {
  weakPassword: 40001,
  invalidEmail: 40002,
  deviceId: 40003,
  invalidName: 40004,
  profaneName: 40005,
  invalidResetLink: 40007,
  wrongPassword: 40102,
  /** Sign-in: unknown email or wrong password, one answer for both (40101 is no longer sent). */
  wrongCredentials: 40104,
  noIdentitySession: 40103,
  tokenInvalid: 40110,
  tokenExpired: 40111,
  tokenRevoked: 40112,
  providerTokenInvalid: 40120,
  crossSiteRequest: 40310,
  emailTaken: 40901,
  progressTooLarge: 41301,
} as const;

export type LoginType = Static<typeof C.LoginType>;

/** POST /auth/login (product §7): what the front end sends; device_id is required (the API answers 40003 without it). */
export type LoginRequest = Omit<Static<typeof C.LoginBody>, 'device_id'> & { device_id: string };
export type LoginResponse = Static<typeof C.LoginResponse>;
export type RefreshResponse = Static<typeof C.RefreshResponse>;
export type UserProfile = Static<typeof C.UserProfile>;
/** A game card in one of the user's lists, with when it entered the list (favourited, liked, last played). */
export type ListedGame = Static<typeof C.ListedGame>;
export type ListedGamePage = Static<typeof C.ListedGamePage>;
export type FavoriteResult = Static<typeof C.FavoriteResult>;
export type LikeResult = Static<typeof C.LikeResult>;
export type RecentRemoval = Static<typeof C.RecentRemoval>;
export type UserGameDetail = Static<typeof C.UserGameDetail>;
export type ReportResult = Static<typeof C.ReportResult>;
/** The identity provider's answer: a short-lived token for /auth/login, or nulls when there is no session. */
export type ProviderTokenResult = Static<typeof ID.ProviderTokenResult>;
/** The answer of a write whose only result is that it happened. */
export type Done = Static<typeof Common.Done>;
