import { PASSWORD_MIN_LENGTH } from '@portal/shared';
import { checkDisplayName } from '../profile/nameRules';

/** "One @, a dot in the domain, no spaces", as loose as the server: the mailed link is the real check. */
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** react-hook-form rule for an email field: true, or the account-namespace key of what is wrong. */
export function checkEmail(value: string): true | string {
  const address = value.trim();
  if (!address) return 'login.emailRequired';
  return looksLikeEmail(address) || 'authErrors.invalidEmail';
}

/** react-hook-form rule for a password; a new one must also be long enough (an existing one is the server's call). */
export const checkPassword =
  (isNew: boolean) =>
  (value: string): true | string => {
    if (!value) return 'login.passwordRequired';
    return !isNew || [...value].length >= PASSWORD_MIN_LENGTH || 'authErrors.weakPassword';
  };

/** react-hook-form rule for sign-up's display name: optional, but when given, one the API will take. */
export function checkName(value: string): true | string {
  if (!value.trim()) return true;
  const checked = checkDisplayName(value);
  return checked.ok || `nameForm.errors.${checked.reason}`;
}
