import { useTranslation } from 'react-i18next';
import { openOverlay } from '@portal/shared';
import { NAMESPACE } from '../i18n';

/** What a guest sees instead of the upload tabs: why an account is needed, and the way to get one. */
export function GuestPrompt() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="upl-guest" aria-labelledby="upl-guest-title" data-testid="upload-guest">
      <h2 id="upl-guest-title">{t('page.guest.title')}</h2>
      <p>{t('page.guest.text')}</p>
      <button type="button" className="button" onClick={() => openOverlay('login')}>
        {t('page.guest.signIn')}
      </button>
    </section>
  );
}
