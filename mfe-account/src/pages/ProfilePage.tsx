import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { isLoggedInAtom } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { NotificationsButton } from '../notifications/NotificationsButton';
import { NameForm } from '../profile/NameForm';
import { AccountTabs } from './AccountTabs';
import { GuestPrompt } from './GuestPrompt';
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
        {loggedIn && <NotificationsButton />}
      </section>
      {loggedIn ? <AccountTabs /> : <GuestPrompt />}
    </div>
  );
}
