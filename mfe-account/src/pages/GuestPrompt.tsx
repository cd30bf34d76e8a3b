import { useTranslation } from 'react-i18next';
import { openOverlay } from '@portal/shared';
import { NAMESPACE } from '../i18n';

/** What a guest sees instead of the account's lists: why to sign in, and the way to do it. */
export function GuestPrompt() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="acc-guest" aria-labelledby="acc-guest-title" data-testid="account-guest">
      <h2 id="acc-guest-title">{t('accountPage.guest.title')}</h2>
      <p>{t('accountPage.guest.text')}</p>
      <button type="button" className="button" onClick={() => openOverlay('login')}>
        {t('accountPage.guest.signIn')}
      </button>
    </section>
  );
}
