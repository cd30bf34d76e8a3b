import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { QueryState } from './QueryState';
import type { useModerationAccess } from './useModerationAccess';

interface ReviewAccessProps {
  access: ReturnType<typeof useModerationAccess>;
  onShowMine: () => void;
}

/** ?tab=review for someone the queue is not (yet) shown to: the access check running, failing, or saying no. */
export function ReviewAccess({ access, onShowMine }: ReviewAccessProps) {
  const { t } = useTranslation(NAMESPACE);
  if (!access.data) {
    return (
      <QueryState
        query={access}
        loading={t('page.access.checking')}
        loadingTestId="review-access-loading"
        error={t('page.access.error')}
        retry={t('page.access.retry')}
      />
    );
  }
  return (
    <section
      className="upl-state upl-state--notice"
      aria-labelledby="upl-not-allowed-title"
      data-testid="review-not-allowed"
    >
      <h2 id="upl-not-allowed-title">{t('page.notAllowed.title')}</h2>
      <p>{t('page.notAllowed.text')}</p>
      <button type="button" className="button button--ghost" onClick={onShowMine}>
        {t('page.notAllowed.showMine')}
      </button>
    </section>
  );
}
