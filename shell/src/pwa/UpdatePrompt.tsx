import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { updateAvailableAtom } from '@portal/shared';
import { PwaPrompt } from './PwaPrompt';
import { acceptUpdate } from './serviceWorker';

/** A new service worker waits: "Refresh" lets it take over and reloads; "Later" puts it off until the next visit. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const [available, setAvailable] = useAtom(updateAvailableAtom);
  if (!available) return null;
  return (
    <PwaPrompt
      kind="update"
      title={t('pwa.update.title')}
      text={t('pwa.update.text')}
      dismiss={{ label: t('pwa.update.later'), onClick: () => setAvailable(false) }}
      accept={{ label: t('pwa.update.refresh'), onClick: acceptUpdate }}
    />
  );
}
