import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { GuestPrompt, isLoggedInAtom } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { NotificationsButton } from '../notifications/NotificationsButton';
import { NameForm } from '../profile/NameForm';
import { LogoutButton } from '../session/LogoutButton';
import { AccountTabs } from './AccountTabs';
import '../account.css';
import '../lists/lists.css';

/** /account: the profile (display name) and, once signed in, the favourites, liked games and play history. */
export default function ProfilePage() {
  const { t } = useTranslation(NAMESPACE);
  const loggedIn = useAtomValue(isLoggedInAtom);
  return (
    <div className="acc-page">
      <section className="account-profile" aria-labelledby="profile-title">
        <h1 id="profile-title">{t('accountPage.title')}</h1>
        <NameForm />
        {loggedIn && (
          // Phones have no header account menu: its notifications and logout are here too.
          <div className="account-profile__actions">
            <NotificationsButton />
            <LogoutButton className="button button--ghost" />
          </div>
        )}
      </section>
      {loggedIn ? (
        <AccountTabs />
      ) : (
        <GuestPrompt namespace={NAMESPACE} keyPrefix="accountPage.guest" testId="account-guest" />
      )}
    </div>
  );
}
