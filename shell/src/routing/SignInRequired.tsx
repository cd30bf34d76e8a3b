import { useTranslation } from 'react-i18next';
import { openOverlay } from '@portal/shared';

/** What a page guarded by the "auth" middleware shows to a visitor who is not signed in. */
export function SignInRequired() {
  const { t } = useTranslation();
  return (
    <section className="sign-in-required" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t('auth.requiredTitle')}</h1>
      <p>{t('auth.requiredText')}</p>
      <button type="button" className="button" onClick={() => openOverlay('login')}>
        {t('auth.signIn')}
      </button>
    </section>
  );
}
