import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { installHiddenAtom, installStatusAtom } from '@portal/shared';
import { installEngagedAtom } from './engagement';
import { hideInstallPrompt, promptInstall, shouldShowInstallBanner } from './installPrompt';

/** The portal's own install offer, in place of the browser's mini-infobar, once the visitor has engaged (engagement.ts). */
export function InstallBanner() {
  const { t } = useTranslation();
  const status = useAtomValue(installStatusAtom);
  const hidden = useAtomValue(installHiddenAtom);
  const engaged = useAtomValue(installEngagedAtom);
  const titleId = useId();
  const textId = useId();
  if (!engaged || !shouldShowInstallBanner(status, hidden)) return null;
  return (
    <div
      className="pwa-prompt pwa-prompt--install"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <img className="pwa-prompt__icon" src="/icons/icon-192.png" alt="" width={40} height={40} />
      <div className="pwa-prompt__body">
        <p className="pwa-prompt__title" id={titleId}>
          {t('pwa.install.title')}
        </p>
        <p className="pwa-prompt__text" id={textId}>
          {t('pwa.install.text')}
        </p>
      </div>
      <div className="pwa-prompt__actions">
        <button type="button" className="button button--ghost" onClick={hideInstallPrompt}>
          {t('pwa.install.notNow')}
        </button>
        <button type="button" className="button" onClick={() => void promptInstall()}>
          {t('pwa.install.install')}
        </button>
      </div>
    </div>
  );
}
