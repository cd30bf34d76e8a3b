import { useEffect, useRef, useState, type RefObject } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import {
  currentUserAtom,
  localizePath,
  openOverlay,
  PLAYER_NAME_HINT,
  type Category,
  useBrowserValue,
  usePageLocale,
  useViewHint,
} from '@portal/shared';
import { RemoteMount } from '../federation/RemoteMount';
import { useIdle } from '../federation/useIdle';
import { HeaderSearch } from './HeaderSearch';
import { Icon } from './icons';
import { LanguagePicker } from './LanguagePicker';
import { scrollRoom } from './scrollHint';
import { useHeaderHeight } from './useHeaderHeight';

/**
 * Which ends of the category bar have more links out of view (after hydration): the bar fades there, so a phone
 * shows that Tags and Blog are one swipe away.
 */
function useScrollHint(bar: RefObject<HTMLElement | null>) {
  const [room, setRoom] = useState({ start: false, end: false });
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const measure = () =>
      setRoom((before) => {
        const next = scrollRoom(element, getComputedStyle(element).direction === 'rtl');
        return next.start === before.start && next.end === before.end ? before : next;
      });
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    // The bar keeps its width when its links grow (categories arriving, text reflowing): the list, sized to its
    // links, is watched too.
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [bar]);
  return room;
}

function CategoryNav({ categories }: { categories: Category[] }) {
  const locale = usePageLocale();
  const { t } = useTranslation();
  const bar = useRef<HTMLElement>(null);
  const room = useScrollHint(bar);
  return (
    <nav
      ref={bar}
      className="header__nav"
      aria-label={t('nav.mainLabel')}
      data-more-start={room.start || undefined}
      data-more-end={room.end || undefined}
      data-testid="category-bar"
    >
      <ul>
        {categories.map((c) => (
          <li key={c.slug}>
            <NavLink to={localizePath(`/categories/${c.slug}`, locale)}>{c.name}</NavLink>
          </li>
        ))}
        <li>
          <NavLink to={localizePath('/tags', locale)}>{t('nav.tags')}</NavLink>
        </li>
        <li>
          <NavLink to={localizePath('/blog', locale)}>{t('nav.blog')}</NavLink>
        </li>
      </ul>
    </nav>
  );
}

/**
 * The header: logo, category navigation, search, language picker and the account remote's menu. `compact` (the
 * mobile layout's) puts search behind an icon and leaves the account to the bottom navigation; undefined (the
 * server's page, the same for every device) holds both parts, each shown by CSS where it belongs.
 */
export function Header({ categories, compact }: { categories: Category[]; compact: boolean | undefined }) {
  const either = compact === undefined;
  const onlyMobile = either ? ' only-mobile' : '';
  const onlyDesktop = either ? ' only-desktop' : '';
  const { t } = useTranslation();
  const locale = usePageLocale();
  // The signed-in player's name: on the server (and while hydrating) the one their view hint holds, so that a
  // signed-in visitor's first view already has the signed-in header and nothing moves when the session is read.
  const name = useBrowserValue(useAtomValue(currentUserAtom)?.name ?? null, useViewHint(PLAYER_NAME_HINT) ?? null);
  const accountReady = useIdle();
  const element = useRef<HTMLElement>(null);
  useHeaderHeight(element);
  const signIn =
    name !== null ? null : (
      <button type="button" className="button" aria-haspopup="dialog" onClick={() => openOverlay('login')}>
        {t('header.signIn')}
      </button>
    );
  return (
    <header ref={element} className={`header${compact ? ' header--compact' : either ? ' header--responsive' : ''}`}>
      <a className="skip-link" href="#main">
        {t('header.skipToContent')}
      </a>
      <Link className="header__logo" to={localizePath('/', locale)} aria-label={t('brand')}>
        <span className="header__mark" aria-hidden="true">
          ▶
        </span>
        <span className="header__brand">{t('brand')}</span>
      </Link>
      {compact !== false && (
        // A signed-in player's bell (the account remote's): it sits before the buttons at the line's end, so its
        // arrival once the session is known moves none of them.
        <div className={`header__bell${onlyMobile}`}>
          {name !== null && accountReady && <RemoteMount remote="account" module="HeaderBell" variant="inline" />}
        </div>
      )}
      {compact !== false && (
        <button
          type="button"
          className={`header__icon-button${onlyMobile}`}
          onClick={() => openOverlay('search')}
          aria-label={t('header.searchLabel')}
          data-testid="open-search"
        >
          <Icon name="search" />
        </button>
      )}
      {!compact && <HeaderSearch className={onlyDesktop.trim()} />}
      <LanguagePicker />
      {/* On mobile the account lives in the bottom navigation. */}
      {!compact && (
        <div className={`header__account${onlyDesktop}`}>
          {name !== null && (
            // The account menu beside it shows the avatar.
            <span className="header__user" data-testid="shell-user">
              <span className="header__user-name">{t('header.greeting', { name })}</span>
            </span>
          )}
          {/* The account remote is not needed for the first paint. Until it has loaded, the shell's own "Sign in"
              (the same button with the same words as the remote's, for a guest) holds its place, so nothing beside
              it moves when the remote's menu takes over; for a signed-in player an empty place of the menu's size
              does. */}
          {name !== null ? (
            <span className="header__menu-place">
              {accountReady && <RemoteMount remote="account" module="AccountMenu" variant="inline" />}
            </span>
          ) : accountReady ? (
            <RemoteMount remote="account" module="AccountMenu" variant="inline" fallback={signIn} />
          ) : (
            signIn
          )}
        </div>
      )}
      <CategoryNav categories={categories} />
    </header>
  );
}
