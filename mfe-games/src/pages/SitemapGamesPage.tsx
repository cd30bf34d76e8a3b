import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  fetchGames,
  fetchNavCategories,
  localizePath,
  useApiQuery,
  type GameSummary,
  usePageLocale,
} from '@portal/shared';
import { groupByCategory } from '../components/groupByCategory';
import { LoadError } from '../components/PageStates';
import { NAMESPACE } from '../i18n';
import '../games.css';

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
  const data = useApiQuery({
    queryKey: ['games', 'sitemap', locale],
    queryFn: () => Promise.all([fetchEveryGame(), fetchNavCategories()]),
  });
  const groups = data.status === 'success' ? groupByCategory(data.data[0], data.data[1], locale) : [];
  const groupId = (slug: string | undefined) => `sitemap-${slug ?? 'other'}`;

  return (
    <section aria-labelledby="sitemap-title" className="sitemap-page">
      <div className="page-head">
        <h1 id="sitemap-title">{t('sitemap.title')}</h1>
        {data.status === 'success' && <p>{t('sitemap.count', { value: data.data[0].length })}</p>}
      </div>
      {data.status === 'loading' && <div className="skeleton sitemap-skeleton" aria-busy="true" />}
      {data.status === 'error' && <LoadError onRetry={data.retry} />}
      {data.status === 'success' && groups.length === 0 && <p>{t('home.empty')}</p>}
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
