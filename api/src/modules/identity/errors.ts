import { ACCOUNT_ERROR_CODES as CODES } from '@portal/shared/types/account';
import { AppError } from '../../http/envelope.js';

export const weakPassword = (rule: string) => new AppError(400, rule, CODES.weakPassword);
export const invalidEmail = () => new AppError(400, 'Enter a valid email address', CODES.invalidEmail);
export const invalidResetLink = () =>
  new AppError(400, 'This password reset link is invalid, used or expired; request a new one', CODES.invalidResetLink);
export const unknownEmail = () => new AppError(401, 'No account uses this email address', CODES.unknownEmail);
export const wrongPassword = () => new AppError(401, 'Wrong password', CODES.wrongPassword);
export const noSession = () => new AppError(401, 'Not signed in', CODES.noIdentitySession);
export const emailTaken = () =>
  new AppError(409, 'An account with this email address already exists', CODES.emailTaken);
