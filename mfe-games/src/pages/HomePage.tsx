import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  createdAccountAtom,
  currentUserAtom,
  HOT_GAMES_DEFAULT_LIMIT,
  loadFailed,
  localizePath,
  parseRecentGamesHint,
  PLAYER_NAME_HINT,
  RECENT_GAMES_HINT,
  recentlyPlayedAtom,
  useApiQuery,
  useBrowserValue,
  usePageLocale,
  useViewHint,
  type LocaleCode,
  type ViewHints,
} from '@portal/shared';
import type { QueryClient } from '@tanstack/react-query';
import { gamesQueries, HOME_GRID_LIMIT } from '../api/queries';
import { hotSlugs } from '../components/badges';
import { CategoryChips } from '../components/CategoryChips';
import { CategoryRow } from '../components/CategoryRow';
import { greetingKey } from '../components/greeting';
import { CarouselSkeleton, FeaturedCarousel } from '../components/FeaturedCarousel';
import type { CardGame } from '../components/GameCard';
import { GameGrid } from '../components/GameGrid';
import { GameRow } from '../components/GameRow';
import { HotGamesContext } from '../components/HotGamesContext';
import { GridSkeleton, LoadError } from '../components/PageStates';
import { NAMESPACE } from '../i18n';
import './home.css';

/** Rows show as many games as the hot and new lists hold (product §9). */
const ROW_LIMIT = HOT_GAMES_DEFAULT_LIMIT;
/** Cards of the top grid that load their images eagerly: its first row on a wide window. */
const GRID_EAGER = 7;

function Featured({ locale }: { locale: LocaleCode }) {
  const featured = useApiQuery(gamesQueries.featured(locale));
  if (loadFailed(featured)) return <LoadError onRetry={() => void featured.refetch()} />;
  if (!featured.data) return <CarouselSkeleton />;
  return <FeaturedCarousel games={featured.data} />;
}

/**
 * What the first view of the home page shows, fetched by the edge server before it renders the page.
 * @public The server entry generated from src/pages.ts imports it.
 */
export function prefetchHome(client: QueryClient, { locale, hints }: { locale: LocaleCode; hints: ViewHints }) {
  const continuing = parseRecentGamesHint(hints[RECENT_GAMES_HINT]);
  return Promise.all([
    client.prefetchQuery(gamesQueries.featured(locale)),
    client.prefetchQuery(gamesQueries.hot(locale, HOME_GRID_LIMIT)),
    client.prefetchQuery(gamesQueries.fresh(locale, ROW_LIMIT)),
    client.prefetchQuery(gamesQueries.categories(locale)),
    continuing.length > 0 && client.prefetchQuery(gamesQueries.continuing(locale, continuing)),
  ]);
}

/** Opens a game picked at random among these (the grid's most played games and the newest). */
function RandomGameButton({ slugs, locale }: { slugs: string[]; locale: LocaleCode }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const pick = () => {
    const slug = slugs[Math.floor(Math.random() * slugs.length)];
    if (slug) void navigate(localizePath(`/games/${slug}`, locale));
  };
  return (
    <button type="button" className="button games-hero__random" onClick={pick} disabled={slugs.length === 0}>
      <span aria-hidden="true">⚄</span> {t('home.random')}
    </button>
  );
}

/**
 * The greeting: the signed-in player's name (known only to this browser) once the page is live, and in the server's
 * first view from their view hint (a player who comes back: "Welcome back").
 */
function HomeGreeting() {
  const { t } = useTranslation(NAMESPACE);
  const user = useAtomValue(currentUserAtom);
  const createdHere = useAtomValue(createdAccountAtom);
  const hintedName = useViewHint(PLAYER_NAME_HINT);
  const greeting = useBrowserValue(
    user ? t(greetingKey(user, createdHere), { name: user.name }) : t('home.title'),
    hintedName ? t('home.welcomeBack', { name: hintedName }) : t('home.title'),
  );
  return <h1>{greeting}</h1>;
}

/**
 * Whether the page is already live as this home page renders: a visit within the session, rendered by the browser
 * (not hydrating the server's first view). Read once, at the first render: hydration's reads false, as the server.
 */
const pageIsLive = () => typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true';

const NOTHING_PLAYED: CardGame[] = [];

/**
 * The games this browser was playing (a guest's own list; a signed-in player's is the account's, brought here at
 * sign-in and kept by every play), once the page is live: only this browser knows them. Nothing for a first visit.
 * The server's first view shows `fromServer`, the games the visitor's view hint named, until hydration is done.
 */
function ContinuePlaying({ locale, fromServer = NOTHING_PLAYED }: { locale: LocaleCode; fromServer?: CardGame[] }) {
  const { t } = useTranslation(NAMESPACE);
  const recent = useBrowserValue<CardGame[]>(useAtomValue(recentlyPlayedAtom), fromServer);
  // The catalogue's card, when the server sent one, over what the list kept when the game was played (a title in
  // another language, a thumbnail since replaced): the cards hydration found stay as they are.
  const continuing = recent
    .slice(0, ROW_LIMIT)
    .map((game) => fromServer.find((card) => card.slug === game.slug) ?? game);
  if (continuing.length === 0) return null;
  return (
    <GameRow
      title={t('home.continue')}
      more={{ href: localizePath('/recently-played', locale) }}
      testId="continue-games"
      state={{ data: continuing, isError: false }}
    />
  );
}

/**
 * "Continue playing" first in the server's first view, from the games the visitor's view hint names (the browser
 * keeps it in step with its list: @portal/shared keepViewHints), so that hydration finds it in place.
 */
function HintedContinuePlaying({ locale, slugs }: { locale: LocaleCode; slugs: string[] }) {
  const cards = useApiQuery(gamesQueries.continuing(locale, slugs));
  return <ContinuePlaying locale={locale} fromServer={cards.data ?? NOTHING_PLAYED} />;
}

/**
 * Shows its children only when, once the page is live, their place is below the first screen: what appears there
 * then moves nothing in view (no layout shift). A place in view (a very tall window, a page already scrolled) stays
 * empty for this visit.
 */
function BelowFirstScreen({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [below, setBelow] = useState(false);
  useEffect(() => {
    // Laid out as if absent (display: contents): its content would start one gap under what comes before it.
    const before = place.current?.previousElementSibling;
    const parent = place.current?.parentElement;
    if (!before || !parent) return;
    const gap = parseFloat(getComputedStyle(parent).rowGap) || 0;
    if (before.getBoundingClientRect().bottom + gap >= window.innerHeight) setBelow(true);
  }, []);
  return (
    <div ref={place} className="home-later">
      {below && children}
    </div>
  );
}

/**
 * The home page, dense so games show at once: a short hero with a "Random game" button, the games a returning
 * visitor was playing (only this browser knows them), a grid of the most played games that fills
 * the first screen (12+ cards at 1280×800, 6+ on a phone) with "Hot", "New" and "Updated" badges, then the
 * category chips, the featured carousel, the new row and a row per navigation category. The grid, featured and
 * new games come inlined with the HTML on a first visit; category rows load as they scroll near.
 * What only the browser knows (the player, their recent games) is read by the small parts that show it, so that
 * learning it after hydration re-renders those parts, not the whole page.
 * "Continue playing" comes first when the browser renders the page (it knows the list before painting it), and in
 * the server's first view when the visitor's view hint names the games (the server renders them); without a hint
 * it comes after the grid and the chips, where it shows only when that is below the first screen, so that its
 * arrival after hydration moves nothing in view (no layout shift).
 */
export default function HomePage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const hot = useApiQuery(gamesQueries.hot(locale, HOME_GRID_LIMIT));
  const fresh = useApiQuery(gamesQueries.fresh(locale, ROW_LIMIT));
  const categories = useApiQuery(gamesQueries.categories(locale));
  const hotGames = hot.data ?? [];
  const [live] = useState(pageIsLive);
  const hintedSlugs = parseRecentGamesHint(useViewHint(RECENT_GAMES_HINT));
  const hinted = !live && hintedSlugs.length > 0;
  const randomPool = [...new Set([...hotGames, ...(fresh.data ?? [])].map((game) => game.slug))];

  return (
    <div className="games-home">
      <section className="games-hero">
        <div>
          <HomeGreeting />
          <p>{t('home.subtitle')}</p>
        </div>
        <RandomGameButton slugs={randomPool} locale={locale} />
      </section>
      {live && <ContinuePlaying locale={locale} />}
      {hinted && <HintedContinuePlaying locale={locale} slugs={hintedSlugs} />}
      <HotGamesContext.Provider value={hotSlugs(hotGames)}>
        <section className="home-grid" aria-labelledby="home-hot">
          <h2 id="home-hot" className="home-grid__title">
            {t('home.hot')}
          </h2>
          {hot.isPending && <GridSkeleton count={HOME_GRID_LIMIT} dense />}
          {loadFailed(hot) && <LoadError onRetry={() => void hot.refetch()} />}
          {hot.data && <GameGrid games={hot.data} locale={locale} testId="hot-games" eagerCount={GRID_EAGER} dense />}
        </section>
        {/* One line of chips, its height kept while they load, so the rows below do not move. */}
        <div className="home-chips">
          {categories.data && (
            <CategoryChips categories={categories.data} locale={locale} label={t('home.categories')} />
          )}
        </div>
        {!live && !hinted && (
          <BelowFirstScreen>
            <ContinuePlaying locale={locale} />
          </BelowFirstScreen>
        )}
        <Featured locale={locale} />
        <GameRow title={t('home.new')} testId="new-games" state={fresh} onRetry={() => void fresh.refetch()} />
        {loadFailed(categories) && <LoadError onRetry={() => void categories.refetch()} />}
        {categories.data &&
          categories.data
            .filter((category) => category.game_count > 0)
            .map((category) => <CategoryRow key={category.slug} category={category} />)}
      </HotGamesContext.Provider>
    </div>
  );
}
