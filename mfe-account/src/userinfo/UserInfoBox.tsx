import type { MouseEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { authAtom, localizePath, type OverlayBoxProps, usePageLocale } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { LogoutButton } from '../session/LogoutButton';
import { avatarInitial } from './avatarInitial';
import './userinfo.css';

const PAGE_LINKS = [
  { key: 'liked', path: '/account?tab=liked' },
  { key: 'history', path: '/account?tab=history' },
  { key: 'uploads', path: '/gameupload' },
  { key: 'profile', path: '/account' },
] as const;

/** The `loginuserinfo` overlay box: who is signed in, their game counts, their lists and logout. */
export default function UserInfoBox({ close, open }: OverlayBoxProps) {
  const { t } = useTranslation(NAMESPACE);
  const auth = useAtomValue(authAtom);
  const locale = usePageLocale();
  const navigate = useNavigate();
  const user = auth.isLoggedIn ? auth.user : null;

  if (!user) {
    // Logged out meanwhile (e.g. in another tab).
    return (
      <div className="userinfo">
        <p>{t('userInfo.signedOut')}</p>
        <button type="button" className="button" onClick={() => open('login')}>
          {t('menu.signIn')}
        </button>
      </div>
    );
  }

  const format = new Intl.NumberFormat(locale);
  const stats = [
    { key: 'plays', value: user.game_stats.play_count },
    { key: 'favorites', value: user.game_stats.favorite_count },
    { key: 'likes', value: user.game_stats.liked_count },
  ] as const;

  // Navigate first: the overlay then sees it has left its history entry and does not step back over the new page.
  const go = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    event.preventDefault();
    navigate(localizePath(path, locale));
    close();
  };

  return (
    <div className="userinfo" data-testid="userinfo-box">
      <div className="userinfo__who">
        <span className="userinfo__avatar" aria-hidden="true">
          {avatarInitial(user.name)}
        </span>
        <p className="userinfo__name" data-testid="userinfo-name">
          <bdi>{user.name}</bdi>
        </p>
      </div>
      <div role="group" aria-label={t('userInfo.statsLabel')}>
        <dl className="userinfo__stats">
          {stats.map(({ key, value }) => (
            <div key={key} className="userinfo__stat" data-testid={`userinfo-${key}`}>
              <dt>{t(`userInfo.${key}`)}</dt>
              <dd>{format.format(value)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <nav aria-label={t('userInfo.linksLabel')}>
        <ul className="userinfo__links">
          <li>
            <button type="button" className="userinfo__link" onClick={() => open('favorites')}>
              {t('userInfo.favoritesLink')}
            </button>
          </li>
          {PAGE_LINKS.map(({ key, path }) => (
            <li key={key}>
              <Link className="userinfo__link" to={localizePath(path, locale)} onClick={(event) => go(event, path)}>
                {t(`userInfo.${key}Link`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <LogoutButton className="button button--ghost userinfo__logout" onDone={close} />
    </div>
  );
}
