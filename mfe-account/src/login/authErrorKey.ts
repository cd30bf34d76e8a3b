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

type Field = 'email' | 'password';

/** Which field a failure code is about, so that field is marked and focused. */
function fieldOfCode(code: number): Field | null {
  switch (code) {
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

/** The `data.fields` of a refused sign-up: every field the API found wrong, as [{ field, code }]. */
function listedProblems(data: unknown): { code: number }[] {
  const fields = (data as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter((entry): entry is { code: number } => typeof (entry as { code?: unknown })?.code === 'number');
}

/**
 * Every field a server-side failure is about, each with the account-namespace key of its message: all of those a
 * refused sign-up lists, else the one field of the failure's code; empty when it is about no field.
 */
export function fieldErrorsOf(error: unknown): { field: Field; key: string }[] {
  if (!(error instanceof ApiError)) return [];
  const problems = listedProblems(error.data);
  const found = new Map<Field, string>();
  for (const { code } of problems.length > 0 ? problems : [error]) {
    const field = fieldOfCode(code);
    if (field && !found.has(field)) found.set(field, authErrorKey(new ApiError(code, '')));
  }
  return [...found].map(([field, key]) => ({ field, key }));
}
