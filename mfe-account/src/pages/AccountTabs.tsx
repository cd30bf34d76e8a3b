import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { directionOf, localizePath, tabAfterKey, usePageLocale, useUrlTabs } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { FavoritesList } from '../lists/FavoritesList';
import { HistoryList } from '../lists/HistoryList';
import { LikedList } from '../lists/LikedList';
import '../lists/lists.css';

export const ACCOUNT_TABS = ['favorites', 'liked', 'history'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/**
 * The account page's lists as tabs (WAI-ARIA tabs, automatic activation): the chosen tab lives in the URL
 * (`?tab=favorites|liked|history`), so it survives a reload and can be linked to; other query parameters
 * (e.g. a password reset token) are left alone.
 */
export function AccountTabs() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const { active, select, refFor } = useUrlTabs(ACCOUNT_TABS, 'favorites');
  const id = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(event.key, ACCOUNT_TABS, active, directionOf(locale));
    if (next === null) return;
    event.preventDefault();
    select(next, true);
  };

  const home = localizePath('/', locale);
  return (
    <section className="acc-tabs" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="visually-hidden">
        {t('accountPage.listsHeading')}
      </h2>
      <div role="tablist" aria-label={t('accountPage.listsHeading')} className="acc-tabs__list" onKeyDown={onKeyDown}>
        {ACCOUNT_TABS.map((tab) => (
          <button
            key={tab}
            ref={refFor(tab)}
            type="button"
            role="tab"
            id={`${id}-tab-${tab}`}
            aria-selected={tab === active}
            aria-controls={`${id}-panel`}
            tabIndex={tab === active ? 0 : -1}
            className="acc-tabs__tab"
            onClick={() => select(tab)}
          >
            {t(`accountPage.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${active}`}
        tabIndex={0}
        className="acc-tabs__panel"
        data-testid={`tab-panel-${active}`}
      >
        {active === 'favorites' && (
          <FavoritesList
            key="favorites"
            emptyAction={
              <Link className="button" to={home}>
                {t('lists.browse')}
              </Link>
            }
          />
        )}
        {active === 'liked' && <LikedList key="liked" />}
        {active === 'history' && <HistoryList key="history" />}
      </div>
    </section>
  );
}
