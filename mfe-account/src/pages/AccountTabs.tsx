import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { directionOf, localizePath } from '@portal/shared';
import { usePageLocale } from '../access/usePageLocale';
import { NAMESPACE } from '../i18n';
import { FavoritesList } from '../lists/FavoritesList';
import { HistoryList } from '../lists/HistoryList';
import { LikedList } from '../lists/LikedList';
import '../lists/lists.css';

export const ACCOUNT_TABS = ['favorites', 'liked', 'history'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

const isTab = (value: string | null): value is AccountTab => (ACCOUNT_TABS as readonly (string | null)[]).includes(value);

/**
 * The account page's lists as tabs (WAI-ARIA tabs, automatic activation): the chosen tab lives in the URL
 * (`?tab=favorites|liked|history`), so it survives a reload and can be linked to; other query parameters
 * (e.g. a password reset token) are left alone.
 */
export function AccountTabs() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: AccountTab = isTab(requested) ? requested : 'favorites';
  const id = useId();
  const tabs = useRef<Partial<Record<AccountTab, HTMLButtonElement | null>>>({});

  const select = (tab: AccountTab, focus = false) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
    if (focus) tabs.current[tab]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = ACCOUNT_TABS.indexOf(active);
    const last = ACCOUNT_TABS.length - 1;
    // Arrows follow what the eye sees: in Arabic the next tab is to the left.
    const forward = directionOf(locale) === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    let next: number;
    if (event.key === forward) next = index === last ? 0 : index + 1;
    else if (event.key === backward) next = index === 0 ? last : index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else return;
    event.preventDefault();
    select(ACCOUNT_TABS[next]!, true);
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
            ref={(element) => {
              tabs.current[tab] = element;
            }}
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
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`} tabIndex={0} className="acc-tabs__panel" data-testid={`tab-panel-${active}`}>
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
