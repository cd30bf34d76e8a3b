import { AppError } from '../../http/envelope.js';

/** Stable codes of the portal's token checks (documented in docs/api.md, accounts). */
export const AuthCode = {
  notLoggedIn: 401,
  tokenInvalid: 40110,
  tokenExpired: 40111,
  tokenRevoked: 40112,
  providerTokenInvalid: 40120,
  deviceId: 40003,
} as const;

export const notLoggedIn = () => new AppError(401, 'Please log in first', AuthCode.notLoggedIn);
export const tokenInvalid = () => new AppError(401, 'Access token is invalid', AuthCode.tokenInvalid);
export const tokenExpired = () => new AppError(401, 'Access token has expired', AuthCode.tokenExpired);
export const tokenRevoked = () =>
  new AppError(401, 'Access token was revoked; please log in again', AuthCode.tokenRevoked);
