import { EMAIL_MAX_LENGTH } from '@portal/shared/types/account';

/** Deliberately loose (one @, a dot in the domain, no spaces): the reset mail is the real check. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const normaliseEmail = (email: string) => email.trim();
export const isValidEmail = (email: string) => email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
