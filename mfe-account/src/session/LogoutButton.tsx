import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { logout } from './session';

/** "Log out" (the full logout: portal session and identity provider), disabled while it runs. */
export function LogoutButton({ className, onDone }: { className: string; onDone?: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    await logout();
    onDone?.();
  };
  return (
    <button type="button" className={className} disabled={leaving} onClick={() => void signOut()}>
      {leaving ? t('userInfo.loggingOut') : t('userInfo.logout')}
    </button>
  );
}
