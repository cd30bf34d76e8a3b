import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { installHiddenAtom, installStatusAtom } from '@portal/shared';
import { installEngagedAtom } from './engagement';
import { hideInstallPrompt, promptInstall, shouldShowInstallBanner } from './installPrompt';
import { PwaPrompt } from './PwaPrompt';

/** The portal's own install offer, in place of the browser's mini-infobar, once the visitor has engaged (engagement.ts). */
export function InstallBanner() {
  const { t } = useTranslation();
  const status = useAtomValue(installStatusAtom);
  const hidden = useAtomValue(installHiddenAtom);
  const engaged = useAtomValue(installEngagedAtom);
  if (!engaged || !shouldShowInstallBanner(status, hidden)) return null;
  return (
    <PwaPrompt
      kind="install"
      icon={<img className="pwa-prompt__icon" src="/icons/icon-192.png" alt="" width={40} height={40} />}
      title={t('pwa.install.title')}
      text={t('pwa.install.text')}
      dismiss={{ label: t('pwa.install.notNow'), onClick: hideInstallPrompt }}
      accept={{ label: t('pwa.install.install'), onClick: () => void promptInstall() }}
    />
  );
}
