import { ACCOUNT_ERROR_CODES, ApiError } from '@portal/shared';

const BY_CODE: Record<number, string> = {
  [ACCOUNT_ERROR_CODES.wrongPassword]: 'authErrors.wrongPassword',
  [ACCOUNT_ERROR_CODES.wrongCredentials]: 'authErrors.wrongCredentials',
  [ACCOUNT_ERROR_CODES.emailTaken]: 'authErrors.emailTaken',
  [ACCOUNT_ERROR_CODES.weakPassword]: 'authErrors.weakPassword',
  [ACCOUNT_ERROR_CODES.invalidEmail]: 'authErrors.invalidEmail',
  [ACCOUNT_ERROR_CODES.invalidResetLink]: 'authErrors.invalidResetLink',
  [ACCOUNT_ERROR_CODES.providerTokenInvalid]: 'authErrors.expired',
  [ACCOUNT_ERROR_CODES.deviceId]: 'session.deviceIdError',
};

/**
 * The account-namespace key of the message for a failed identity or login call, from the API's stable codes (the
 * envelope's own message is English only).
 */
export function authErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'authErrors.network';
  const known = BY_CODE[error.code];
  if (known) return known;
  if (error.code === 429 || error.status === 429) return 'authErrors.rateLimited';
  if (error.code === 0) return 'authErrors.network';
  return 'authErrors.unknown';
}

/** Which field a server-side failure is about, so that field is marked and focused. */
export function fieldOfError(error: unknown): 'email' | 'password' | null {
  if (!(error instanceof ApiError)) return null;
  switch (error.code) {
    case ACCOUNT_ERROR_CODES.emailTaken:
    case ACCOUNT_ERROR_CODES.invalidEmail:
      return 'email';
    case ACCOUNT_ERROR_CODES.wrongPassword:
    case ACCOUNT_ERROR_CODES.wrongCredentials:
    case ACCOUNT_ERROR_CODES.weakPassword:
      return 'password';
    default:
      return null;
  }
}
