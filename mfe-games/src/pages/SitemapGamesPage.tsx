import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchAllGames, localizePath, useAsync } from '@portal/shared';
import { groupByInitial } from '../components/groupByInitial';
import { LoadError } from '../components/PageStates';
import { useLocale } from '../hooks/useLocale';
import { NAMESPACE } from '../i18n';
import '../games.css';

/** Every game, A to Z, grouped by first letter with a letter index: a plain page of links for people and crawlers. */
export default function SitemapGamesPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocale();
  const [attempt, setAttempt] = useState(0);
  const games = useAsync(() => fetchAllGames(), [locale, attempt]);
  const groups = games.status === 'success' ? groupByInitial(games.data, locale) : [];

  return (
    <section aria-labelledby="sitemap-title" className="sitemap-page">
      <div className="page-head">
        <h1 id="sitemap-title">{t('sitemap.title')}</h1>
        {games.status === 'success' && <p>{t('sitemap.count', { value: games.data.length })}</p>}
      </div>
      {games.status === 'loading' && <div className="skeleton-block sitemap-skeleton" aria-busy="true" />}
      {games.status === 'error' && <LoadError onRetry={() => setAttempt((n) => n + 1)} />}
      {games.status === 'success' && groups.length === 0 && <p>{t('home.empty')}</p>}
      {groups.length > 0 && (
        <>
          <nav aria-label={t('sitemap.index')}>
            <ul className="letter-index">
              {groups.map((group, i) => (
                <li key={group.initial}>
                  <a href={`#sitemap-letter-${i}`}>{group.initial}</a>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map((group, i) => (
            <section key={group.initial} aria-labelledby={`sitemap-letter-${i}`} className="sitemap-group">
              <h2 id={`sitemap-letter-${i}`}>{group.initial}</h2>
              <ul className="sitemap-list" data-testid="sitemap-games">
                {group.items.map((game) => (
                  <li key={game.slug}>
                    <Link to={localizePath(`/games/${game.slug}`, locale)}>{game.title}</Link>
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
