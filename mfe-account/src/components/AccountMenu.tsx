import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { currentUserAtom, localeFromPath, localizePath } from '@portal/shared';
import { NAMESPACE } from '../i18n';

/** The account area of the shell's header. */
export default function AccountMenu() {
  const { t } = useTranslation(NAMESPACE);
  const user = useAtomValue(currentUserAtom);
  const locale = localeFromPath(useLocation().pathname);
  return (
    <Link className="button button--ghost" to={localizePath('/account', locale)} data-testid="account-menu">
      {user ? t('menu.profile') : t('menu.chooseName')}
    </Link>
  );
}
