import {
  authAtom,
  errorToastMessage,
  i18n,
  LOGGED_OUT,
  portalStore,
  reportError,
  setApiClientHooks,
  showToast,
} from '@portal/shared';

/** Error toasts of failed API calls stay 2 s at the bottom centre, clear of the header (product §8). */
export const ERROR_TOAST = { type: 'error', duration: 2000, position: 'bottom-center' } as const;

/**
 * The shell's part of the API client's behaviour: failed calls show a toast (unless the caller passed
 * showToast: false), and a user whose token could not be renewed is logged out. The account remote adds the
 * re-login hook when it loads.
 */
export function installApiClientHooks(): void {
  setApiClientHooks({
    onError: (error) => {
      // 3xx and 4xx are the caller's or the user's business; the reporter drops them itself.
      reportError(error, { source: 'api' });
      showToast({ ...ERROR_TOAST, message: errorToastMessage(error, (key) => i18n.t(key)) });
    },
    onLoggedOut: () => portalStore.set(authAtom, LOGGED_OUT),
  });
}
