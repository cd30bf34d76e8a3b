import { i18n, showToast, type ToastType } from '@portal/shared';
import { NAMESPACE } from '../i18n';

/**
 * A toast with one of this remote's strings. The session runs outside React, so it waits for the namespace itself;
 * if the strings cannot load the toast still shows, in English from the key's fallback.
 */
export async function sessionToast(key: string, type: ToastType, fallback: string): Promise<void> {
  await i18n.loadNamespaces(NAMESPACE).catch(() => undefined);
  showToast({ type, message: i18n.t(key, { ns: NAMESPACE, defaultValue: fallback }) });
}

export const signedInToast = () => sessionToast('session.signedIn', 'success', 'Signed in');
export const signedOutToast = () => sessionToast('session.signedOut', 'info', 'Signed out');
export const deviceIdToast = () => sessionToast('session.deviceIdError', 'error', 'device_id error');
