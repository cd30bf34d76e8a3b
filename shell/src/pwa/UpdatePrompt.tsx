import { useAtom } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { updateAvailableAtom } from '@portal/shared';
import { acceptUpdate } from './serviceWorker';

/** A new service worker waits: "Refresh" lets it take over and reloads; "Later" puts it off until the next visit. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const [available, setAvailable] = useAtom(updateAvailableAtom);
  const titleId = useId();
  const textId = useId();
  if (!available) return null;
  return (
    <div
      className="pwa-prompt pwa-prompt--update"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <p className="pwa-prompt__title" id={titleId}>
        {t('pwa.update.title')}
      </p>
      <p className="pwa-prompt__text" id={textId}>
        {t('pwa.update.text')}
      </p>
      <div className="pwa-prompt__actions">
        <button type="button" className="button button--ghost" onClick={() => setAvailable(false)}>
          {t('pwa.update.later')}
        </button>
        <button type="button" className="button" onClick={acceptUpdate}>
          {t('pwa.update.refresh')}
        </button>
      </div>
    </div>
  );
}
