import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentUserAtom, fetchNavCategories, localizePath, type Category } from '@portal/shared';
import { RemoteMount } from '../federation/RemoteMount';
import { useLocale } from '../routing/useLocale';

function CategoryNav() {
  const locale = useLocale();
  const { t } = useTranslation();
  const [categories, setCategories] = useState<Category[]>([]);
  useEffect(() => {
    let live = true;
    fetchNavCategories().then(
      (list) => live && setCategories(list),
      () => live && setCategories([]),
    );
    return () => {
      live = false;
    };
  }, [locale]);
  return (
    <nav className="header__nav" aria-label={t('nav.mainLabel')}>
      <ul>
        {categories.map((c) => (
          <li key={c.slug}>
            <Link to={localizePath(`/categories/${c.slug}`, locale)}>{c.name}</Link>
          </li>
        ))}
        <li>
          <Link to={localizePath('/blog', locale)}>{t('nav.blog')}</Link>
        </li>
      </ul>
    </nav>
  );
}

export function Header() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useAtomValue(currentUserAtom);
  return (
    <header className="header">
      <a className="skip-link" href="#main">
        {t('header.skipToContent')}
      </a>
      <Link className="header__logo" to={localizePath('/', locale)} aria-label={t('brand')}>
        <span aria-hidden="true">▶</span> {t('brand')}
      </Link>
      <CategoryNav />
      <div className="header__account">
        {user && (
          <span className="header__user" data-testid="shell-user">
            <span className="avatar" aria-hidden="true">
              {user.name.slice(0, 1).toUpperCase()}
            </span>
            {t('header.greeting', { name: user.name })}
          </span>
        )}
        <RemoteMount remote="account" module="AccountMenu" variant="inline" />
      </div>
    </header>
  );
}
