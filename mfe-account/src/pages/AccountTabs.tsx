import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath, Tabs, usePageLocale, useUrlTabs } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { FavoritesList } from '../lists/FavoritesList';
import { HistoryList } from '../lists/HistoryList';
import { LikedList } from '../lists/LikedList';
import '../lists/lists.css';

const ACCOUNT_TABS = ['favorites', 'liked', 'history'] as const;
type AccountTab = (typeof ACCOUNT_TABS)[number];

/**
 * The account page's lists as tabs: the chosen tab lives in the URL (`?tab=favorites|liked|history`), so it
 * survives a reload and can be linked to; other query parameters (e.g. a password reset token) are left alone.
 * Only the shown list is mounted, so each tab loads afresh when chosen.
 */
export function AccountTabs() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const { active, select } = useUrlTabs(ACCOUNT_TABS, 'favorites');
  const id = useId();
  const lists: Record<AccountTab, ReactNode> = {
    favorites: (
      <FavoritesList
        emptyAction={
          <Link className="button" to={localizePath('/', locale)}>
            {t('lists.browse')}
          </Link>
        }
      />
    ),
    liked: <LikedList />,
    history: <HistoryList />,
  };

  return (
    <section className="acc-tabs" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="visually-hidden">
        {t('accountPage.listsHeading')}
      </h2>
      <Tabs
        label={t('accountPage.listsHeading')}
        tabs={ACCOUNT_TABS}
        selected={active}
        onSelect={select}
        tabLabel={(tab) => t(`accountPage.tabs.${tab}`)}
        panelTestId={(tab) => `tab-panel-${tab}`}
      >
        {(tab) => tab === active && lists[tab]}
      </Tabs>
    </section>
  );
}
