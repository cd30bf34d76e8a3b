import { AppError } from '../../http/envelope.js';

/** Stable error codes of the identity provider (documented in docs/api.md, accounts). */
export const IdentityCode = {
  weakPassword: 40001,
  invalidEmail: 40002,
  invalidResetLink: 40007,
  unknownEmail: 40101,
  wrongPassword: 40102,
  noSession: 40103,
  emailTaken: 40901,
} as const;

export const weakPassword = (rule: string) => new AppError(400, rule, IdentityCode.weakPassword);
export const invalidEmail = () => new AppError(400, 'Enter a valid email address', IdentityCode.invalidEmail);
export const invalidResetLink = () =>
  new AppError(
    400,
    'This password reset link is invalid, used or expired; request a new one',
    IdentityCode.invalidResetLink,
  );
export const unknownEmail = () => new AppError(401, 'No account uses this email address', IdentityCode.unknownEmail);
export const wrongPassword = () => new AppError(401, 'Wrong password', IdentityCode.wrongPassword);
export const noSession = () => new AppError(401, 'Not signed in', IdentityCode.noSession);
export const emailTaken = () =>
  new AppError(409, 'An account with this email address already exists', IdentityCode.emailTaken);
