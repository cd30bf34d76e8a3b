import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  currentUserAtom,
  fetchFeaturedGames,
  fetchHotGames,
  fetchNavCategories,
  fetchNewGames,
  HOME_FIRST_DATA,
  HOT_GAMES_DEFAULT_LIMIT,
  localizePath,
  recentlyPlayedAtom,
  useAsync,
  type GameSummary,
  usePageLocale,
} from '@portal/shared';
import { CategoryChips } from '../components/CategoryChips';
import { CategoryRow } from '../components/CategoryRow';
import { CarouselSkeleton, FeaturedCarousel } from '../components/FeaturedCarousel';
import { FIRST_ROW } from '../components/GameGrid';
import { GameRow } from '../components/GameRow';
import { LoadError } from '../components/PageStates';
import { useFirstData } from '../hooks/useFirstData';
import { NAMESPACE } from '../i18n';
import '../games.css';

/** Rows show as many games as the hot and new lists hold (product §9). */
const ROW_LIMIT = HOT_GAMES_DEFAULT_LIMIT;

function Featured() {
  const [attempt, setAttempt] = useState(0);
  const featured = useFirstData(
    HOME_FIRST_DATA.featured,
    () => fetchFeaturedGames(HOME_FIRST_DATA.featured.query.limit),
    [attempt],
  );
  if (featured.status === 'loading') return <CarouselSkeleton />;
  if (featured.status === 'error') return <LoadError onRetry={() => setAttempt((n) => n + 1)} />;
  return <FeaturedCarousel games={featured.data} />;
}

/**
 * The home page: the featured carousel, the games a visitor was playing, the hot and new rows, and a row per
 * navigation category. Featured and hot come inlined with the HTML on a first visit; category rows load as they
 * scroll near, so a first view makes few requests.
 */
export default function HomePage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const user = useAtomValue(currentUserAtom);
  const recent = useAtomValue(recentlyPlayedAtom);
  const [attempts, setAttempts] = useState({ hot: 0, new: 0, categories: 0 });
  const retry = (list: keyof typeof attempts) => () => setAttempts((a) => ({ ...a, [list]: a[list] + 1 }));
  const hot = useFirstData<GameSummary[]>(HOME_FIRST_DATA.hot, () => fetchHotGames(HOME_FIRST_DATA.hot.query.limit), [
    attempts.hot,
  ]);
  const fresh = useAsync(() => fetchNewGames(ROW_LIMIT), [locale, attempts.new]);
  const categories = useAsync(() => fetchNavCategories(), [locale, attempts.categories]);
  const continuing = recent.slice(0, ROW_LIMIT);

  return (
    <div className="games-home">
      <section className="games-hero">
        <h1>{user ? t('home.welcomeBack', { name: user.name }) : t('home.title')}</h1>
        <p>{t('home.subtitle')}</p>
      </section>
      <Featured />
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
      <GameRow title={t('home.hot')} testId="hot-games" eagerCount={FIRST_ROW} state={hot} onRetry={retry('hot')} />
      <GameRow title={t('home.new')} testId="new-games" state={fresh} onRetry={retry('new')} />
      {categories.status === 'error' && <LoadError onRetry={retry('categories')} />}
      {categories.status === 'success' &&
        categories.data
          .filter((category) => category.game_count > 0)
          .map((category) => <CategoryRow key={category.slug} category={category} />)}
    </div>
  );
}
