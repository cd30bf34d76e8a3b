import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  createdAccountAtom,
  currentUserAtom,
  HOT_GAMES_DEFAULT_LIMIT,
  localizePath,
  recentlyPlayedAtom,
  useApiQuery,
  useBrowserValue,
  usePageLocale,
  type LocaleCode,
} from '@portal/shared';
import type { QueryClient } from '@tanstack/react-query';
import { gamesQueries } from '../api/queries';
import { CategoryChips } from '../components/CategoryChips';
import { CategoryRow } from '../components/CategoryRow';
import { greetingKey } from '../components/greeting';
import { CarouselSkeleton, FeaturedCarousel } from '../components/FeaturedCarousel';
import { FIRST_ROW } from '../components/GameGrid';
import { GameRow } from '../components/GameRow';
import { LoadError } from '../components/PageStates';
import { NAMESPACE } from '../i18n';
import '../games.css';

/** Rows show as many games as the hot and new lists hold (product §9). */
const ROW_LIMIT = HOT_GAMES_DEFAULT_LIMIT;

function Featured({ locale }: { locale: LocaleCode }) {
  const featured = useApiQuery(gamesQueries.featured(locale));
  if (featured.status === 'loading') return <CarouselSkeleton />;
  if (featured.status === 'error') return <LoadError onRetry={featured.retry} />;
  return <FeaturedCarousel games={featured.data} />;
}

/** What the first view of the home page shows, fetched by the edge server before it renders the page. */
export function prefetchHome(client: QueryClient, { locale }: { locale: LocaleCode }) {
  return Promise.all([
    client.prefetchQuery(gamesQueries.featured(locale)),
    client.prefetchQuery(gamesQueries.hot(locale, ROW_LIMIT)),
    client.prefetchQuery(gamesQueries.fresh(locale, ROW_LIMIT)),
    client.prefetchQuery(gamesQueries.categories(locale)),
  ]);
}

/**
 * The home page: the featured carousel, the games a visitor was playing, the hot and new rows, and a row per
 * navigation category. Featured and hot come inlined with the HTML on a first visit; category rows load as they
 * scroll near, so a first view makes few requests.
 */
export default function HomePage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  // Only this browser knows who is signed in and what they played: shown right after the page hydrates.
  const user = useBrowserValue(useAtomValue(currentUserAtom), null);
  const createdHere = useAtomValue(createdAccountAtom);
  const recent = useBrowserValue(useAtomValue(recentlyPlayedAtom), []);
  const hot = useApiQuery(gamesQueries.hot(locale, ROW_LIMIT));
  const fresh = useApiQuery(gamesQueries.fresh(locale, ROW_LIMIT));
  const categories = useApiQuery(gamesQueries.categories(locale));
  const continuing = recent.slice(0, ROW_LIMIT);

  return (
    <div className="games-home">
      <section className="games-hero">
        <h1>{user ? t(greetingKey(user, createdHere), { name: user.name }) : t('home.title')}</h1>
        <p>{t('home.subtitle')}</p>
      </section>
      <Featured locale={locale} />
      {/* One line of chips, its height kept while they load, so the rows below do not move. */}
      <div className="home-chips">
        {categories.status === 'success' && (
          <CategoryChips categories={categories.data} locale={locale} label={t('home.categories')} />
        )}
      </div>
      {continuing.length > 0 && (
        <GameRow
          title={t('home.continue')}
          more={{ href: localizePath('/recently-played', locale), label: t('home.continueAll') }}
          testId="continue-games"
          state={{ status: 'success', data: continuing }}
        />
      )}
      <GameRow title={t('home.hot')} testId="hot-games" eagerCount={FIRST_ROW} state={hot} onRetry={hot.retry} />
      <GameRow title={t('home.new')} testId="new-games" state={fresh} onRetry={fresh.retry} />
      {categories.status === 'error' && <LoadError onRetry={categories.retry} />}
      {categories.status === 'success' &&
        categories.data
          .filter((category) => category.game_count > 0)
          .map((category) => <CategoryRow key={category.slug} category={category} />)}
    </div>
  );
}
