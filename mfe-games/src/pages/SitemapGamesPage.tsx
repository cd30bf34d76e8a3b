import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  fetchGames,
  fetchNavCategories,
  loadFailed,
  localizePath,
  useApiQuery,
  type GameSummary,
  useNumberFormat,
  usePageLocale,
} from '@portal/shared';
import { groupByCategory } from '../components/groupByCategory';
import { LoadError } from '../components/PageStates';
import { NAMESPACE } from '../i18n';
import './page-head.css';
import './sitemap.css';

/** The API's largest page; a catalogue of a few hundred games takes a few requests. */
const BATCH = 100;

async function fetchEveryGame(): Promise<GameSummary[]> {
  const games: GameSummary[] = [];
  for (let page = 1; ; page += 1) {
    const batch = await fetchGames({ page, limit: BATCH, sort: 'new' });
    games.push(...batch.items);
    if (!batch.has_more) return games;
  }
}

/** Every game, grouped by its main category with an index of the categories: a plain page of links for people and crawlers. */
export default function SitemapGamesPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const number = useNumberFormat(locale);
  const data = useApiQuery({
    queryKey: ['games', 'sitemap', locale],
    queryFn: () => Promise.all([fetchEveryGame(), fetchNavCategories()]),
  });
  const groups = data.data ? groupByCategory(data.data[0], data.data[1], locale) : [];
  const groupId = (slug: string | undefined) => `sitemap-${slug ?? 'other'}`;

  return (
    <section aria-labelledby="sitemap-title" className="sitemap-page">
      <div className="page-head">
        <h1 id="sitemap-title">{t('sitemap.title')}</h1>
        {data.data && <p>{t('sitemap.count', { count: data.data[0].length, value: number(data.data[0].length) })}</p>}
      </div>
      {data.isPending && <div className="skeleton sitemap-skeleton" aria-busy="true" />}
      {loadFailed(data) && <LoadError onRetry={() => void data.refetch()} />}
      {data.data && groups.length === 0 && <p>{t('home.empty')}</p>}
      {groups.length > 0 && (
        <>
          <nav aria-label={t('sitemap.index')}>
            <ul className="chips">
              {groups.map((group) => (
                <li key={groupId(group.category?.slug)}>
                  <a className="chip" href={`#${groupId(group.category?.slug)}`}>
                    {group.category?.name ?? t('sitemap.other')}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map((group) => (
            <section
              key={groupId(group.category?.slug)}
              aria-labelledby={groupId(group.category?.slug)}
              className="sitemap-group"
            >
              <h2 id={groupId(group.category?.slug)}>
                {group.category ? (
                  <Link to={localizePath(`/categories/${group.category.slug}`, locale)}>{group.category.name}</Link>
                ) : (
                  t('sitemap.other')
                )}
              </h2>
              <ul className="sitemap-list" data-testid="sitemap-games">
                {group.games.map((game) => (
                  <li key={game.slug}>
                    <Link to={localizePath(`/games/${game.slug}`, locale)} dir="auto">
                      {game.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </section>
  );
}
