import { ACCOUNT_ERROR_CODES as CODES } from '@portal/shared/types/account';
import { AppError } from '../../http/envelope.js';

export const notLoggedIn = () => new AppError(401, 'Please log in first');
export const tokenInvalid = () => new AppError(401, 'Access token is invalid', CODES.tokenInvalid);
export const tokenExpired = () => new AppError(401, 'Access token has expired', CODES.tokenExpired);
export const tokenRevoked = () =>
  new AppError(401, 'Access token was revoked; please log in again', CODES.tokenRevoked);
