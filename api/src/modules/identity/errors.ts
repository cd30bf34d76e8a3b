import { ACCOUNT_ERROR_CODES as CODES } from '@portal/shared/types/account';
import { AppError } from '../../http/envelope.js';

export const weakPassword = (rule: string) => new AppError(400, rule, CODES.weakPassword);
export const invalidEmail = () => new AppError(400, 'Enter a valid email address', CODES.invalidEmail);
export const invalidResetLink = () =>
  new AppError(400, 'This password reset link is invalid, used or expired; request a new one', CODES.invalidResetLink);
/** Sign-in: the same answer for an unknown email and a wrong password. */
export const wrongCredentials = () =>
  new AppError(401, 'The email address or the password is wrong', CODES.wrongCredentials);
/** A cookie-authenticated change asked from another site's page (Origin / Sec-Fetch-Site). */
export const crossSiteRequest = () =>
  new AppError(403, 'This request must come from the portal itself', CODES.crossSiteRequest);
export const wrongPassword = () => new AppError(401, 'Wrong password', CODES.wrongPassword);
export const noSession = () => new AppError(401, 'Not signed in', CODES.noIdentitySession);
export const emailTaken = () =>
  new AppError(409, 'An account with this email address already exists', CODES.emailTaken);

/** A sign-up field and what is wrong with it. */
export interface FieldProblem {
  field: 'email' | 'password';
  error: AppError;
}

/**
 * A sign-up refused for one or more fields: the envelope carries the first problem's code and message (what older
 * clients read) and, in `data.fields`, every problem, so a form can mark each field at once.
 */
export function signUpRefused(problems: [FieldProblem, ...FieldProblem[]]): AppError {
  const [first] = problems;
  const fields = problems.map(({ field, error }) => ({ field, code: error.code, message: error.message }));
  return new AppError(first.error.statusCode, first.error.message, first.error.code, { fields });
}
