import { useTranslation } from 'react-i18next';
import { InstallBanner } from './InstallBanner';
import { UpdatePrompt } from './UpdatePrompt';
import './pwa.css';

/**
 * The PWA prompts that ask for a decision, stacked in the bottom inline-end corner; mount once in the layout. The
 * offline-ready notice, which asks nothing, is a line in the footer instead (OfflineReadyNotice.tsx).
 */
export function PwaPrompts() {
  const { t } = useTranslation();
  return (
    <aside className="pwa-prompts" aria-label={t('pwa.prompts.label')}>
      <UpdatePrompt />
      <InstallBanner />
    </aside>
  );
}
