import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { authAtom, openOverlay } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { NotificationsBell } from '../notifications/NotificationsBell';
import { avatarInitial } from '../userinfo/avatarInitial';
import '../userinfo/userinfo.css';

/**
 * The account area of the shell's header: "Sign in" for a guest, the avatar opening the user-info box for a signed-in
 * player (the shell's greeting beside it shows the name).
 */
export default function AccountMenu() {
  const { t } = useTranslation(NAMESPACE);
  const { user, isLoggedIn } = useAtomValue(authAtom);
  return (
    <div className="account-menu">
      {isLoggedIn && user ? (
        <button
          type="button"
          className="account-menu__button"
          data-testid="account-menu"
          aria-haspopup="dialog"
          aria-label={t('menu.account', { name: user.name })}
          title={user.name}
          onClick={() => openOverlay('loginuserinfo')}
        >
          {/* The initial and the chevron are drawn by CSS, not text: what the button shows as text is none, so its
              name, the player's, is all a voice command needs (a visible "A" would have to be part of the name). */}
          <span className="account-menu__avatar" aria-hidden="true" data-initial={avatarInitial(user.name)} />
          <span className="account-menu__chevron" aria-hidden="true" />
        </button>
      ) : (
        <button
          type="button"
          className="button"
          data-testid="account-menu"
          aria-haspopup="dialog"
          onClick={() => openOverlay('login')}
        >
          {t('menu.signIn')}
        </button>
      )}
      <NotificationsBell />
    </div>
  );
}
