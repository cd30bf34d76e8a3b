/**
 * The guest-to-login flag (product §4): set when a guest opens the login box, so a login that completes without the
 * box (the silent start-up login after a reload, or one finished in another tab) still greets them with the login
 * toast. Kept per tab in session storage; a login or "continue as guest" clears it.
 */
const KEY = 'portal.guestToLogin';

export function setGuestToLoginFlag(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (sandboxed frame, private mode): the toast then follows explicit logins only.
  }
}

/** Reads and clears the flag. */
export function takeGuestToLoginFlag(): boolean {
  try {
    const set = sessionStorage.getItem(KEY) === '1';
    sessionStorage.removeItem(KEY);
    return set;
  } catch {
    return false;
  }
}
