import { useTranslation } from 'react-i18next';
import { InstallBanner } from './InstallBanner';
import { OfflineReadyNotice } from './OfflineReadyNotice';
import { UpdatePrompt } from './UpdatePrompt';
import './pwa.css';

/** The PWA prompts, stacked in the bottom inline-end corner; mount once in the layout. */
export function PwaPrompts() {
  const { t } = useTranslation();
  return (
    <aside className="pwa-prompts" aria-label={t('pwa.prompts.label')}>
      <UpdatePrompt />
      <OfflineReadyNotice />
      <InstallBanner />
    </aside>
  );
}
