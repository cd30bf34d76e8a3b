import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { localizePath, openOverlay, usePageLocale } from '@portal/shared';
import { Icon } from './icons';

/** The mobile layout's bottom navigation: the places a player goes most, within thumb reach. */
export function BottomNav() {
  const { t } = useTranslation();
  const locale = usePageLocale();
  return (
    <nav className="bottom-nav" aria-label={t('nav.bottomLabel')} data-testid="bottom-nav">
      <NavLink to={localizePath('/', locale)} end>
        <Icon name="home" size={22} />
        {t('nav.home')}
      </NavLink>
      <button type="button" onClick={() => openOverlay('search')}>
        <Icon name="search" size={22} />
        {t('nav.search')}
      </button>
      <NavLink to={localizePath('/recently-played', locale)}>
        <Icon name="recent" size={22} />
        {t('nav.recent')}
      </NavLink>
      <NavLink to={localizePath('/blog', locale)}>
        <Icon name="blog" size={22} />
        {t('nav.blog')}
      </NavLink>
      <NavLink to={localizePath('/account', locale)}>
        <Icon name="account" size={22} />
        {t('nav.account')}
      </NavLink>
    </nav>
  );
}
