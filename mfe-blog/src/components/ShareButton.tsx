import { useTranslation } from 'react-i18next';
import { openOverlay, shareLink, showToast } from '@portal/shared';
import { NAMESPACE } from '../i18n';

/**
 * Shares a page: the device's share sheet where there is one, else its address is copied (with a toast); where
 * neither works, the portal's share box opens on the page the reader is on, with every network.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation(NAMESPACE);
  const share = async () => {
    const outcome = await shareLink({ title, url: new URL(path, window.location.origin).href });
    if (outcome === 'copied') showToast({ type: 'success', message: t('post.linkCopied') });
    if (outcome === 'failed') openOverlay('share', { title });
  };
  return (
    <button type="button" className="button button--ghost blog-share" onClick={() => void share()}>
      <span aria-hidden="true">↗</span> {t('post.share')}
    </button>
  );
}
