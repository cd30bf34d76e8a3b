import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { localizePath, openOverlay, usePageLocale } from '@portal/shared';
import { Icon } from './icons';

/** The pages after Home and Search, in the bar's order. */
const PLACES = [
  { path: '/recently-played', icon: 'recent', label: 'nav.recent' },
  { path: '/blog', icon: 'blog', label: 'nav.blog' },
  { path: '/account', icon: 'account', label: 'nav.account' },
] as const;

/**
 * The mobile layout's bottom navigation: the places a player goes most, within thumb reach. `responsive`: in the
 * server's page, shown by CSS on narrow windows only.
 */
export function BottomNav({ responsive = false }: { responsive?: boolean }) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  return (
    <nav
      className={`bottom-nav${responsive ? ' only-mobile' : ''}`}
      aria-label={t('nav.bottomLabel')}
      data-testid="bottom-nav"
    >
      <NavLink to={localizePath('/', locale)} end>
        <Icon name="home" size={22} />
        {t('nav.home')}
      </NavLink>
      <button type="button" onClick={() => openOverlay('search')}>
        <Icon name="search" size={22} />
        {t('nav.search')}
      </button>
      {PLACES.map(({ path, icon, label }) => (
        <NavLink key={path} to={localizePath(path, locale)}>
          <Icon name={icon} size={22} />
          {t(label)}
        </NavLink>
      ))}
    </nav>
  );
}
