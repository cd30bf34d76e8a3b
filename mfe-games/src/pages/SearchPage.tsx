import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { IsolatedText, localizePath, useApiQuery, usePageSeo, type LocaleCode, usePageLocale } from '@portal/shared';
import type { QueryClient } from '@tanstack/react-query';
import { gamesQueries } from '../api/queries';
import { PAGE_SIZE, PagedGames, useFocusOnPageChange } from '../components/PagedGames';
import { PopularGames } from '../components/PopularGames';
import { MAX_QUERY_LENGTH, SearchForm } from '../components/SearchForm';
import { parseListQuery, useListQuery } from '../hooks/useListQuery';
import { NAMESPACE } from '../i18n';
import { addRecentSearch } from '../search/recentSearches';
import './search-page.css';

function SearchResults({ query, locale }: { query: string; locale: LocaleCode }) {
  const { t } = useTranslation(NAMESPACE);
  const list = useListQuery();
  const results = useApiQuery(gamesQueries.search(locale, query, { page: list.page, limit: PAGE_SIZE }));
  const suggestion = results.data?.did_you_mean;
  const nothing = results.data?.total === 0;
  return (
    <>
      <p className="search-count" role="status">
        {results.data && (
          <IsolatedText ns={NAMESPACE} i18nKey="search.count" values={{ value: results.data.total, query }} />
        )}
      </p>
      {suggestion && (
        <p className="did-you-mean" data-testid="did-you-mean">
          {t('search.didYouMean')}{' '}
          <Link to={`${localizePath('/search', locale)}?q=${encodeURIComponent(suggestion)}`}>
            <bdi>{suggestion}</bdi>
          </Link>
        </p>
      )}
      <PagedGames
        state={results}
        query={list}
        testId="search-results"
        empty={
          <p>
            <IsolatedText ns={NAMESPACE} i18nKey="search.noResults" values={{ query }} />
          </p>
        }
        onRetry={() => void results.refetch()}
      />
      {nothing && <PopularGames title={t('search.tryThese')} locale={locale} />}
    </>
  );
}

const queryOf = (params: URLSearchParams) => (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);

/**
 * The first view of a search: its first results, or the popular games when there is no query.
 * @public The server entry generated from src/pages.ts imports it.
 */
export function prefetchSearch(
  client: QueryClient,
  { locale, search }: { locale: LocaleCode; search: URLSearchParams },
) {
  const query = queryOf(search);
  const { page } = parseListQuery(search);
  if (!query) return client.prefetchQuery(gamesQueries.hot(locale));
  return client.prefetchQuery(gamesQueries.search(locale, query, { page, limit: PAGE_SIZE }));
}

/** /search and /search?q=…(&page=2): the query lives in the URL, so results can be shared, reloaded and gone back to. */
export default function SearchPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const heading = useRef<HTMLHeadingElement>(null);
  usePageSeo({ query });
  useFocusOnPageChange(heading, useListQuery().page);
  // Every search shown, however it was started (this form, the search box, a shared link), is a recent search.
  useEffect(() => {
    if (query) addRecentSearch(query);
  }, [query]);

  return (
    <section aria-labelledby="search-title" className="search-page">
      <h1 id="search-title" ref={heading} tabIndex={-1}>
        {query ? <IsolatedText ns={NAMESPACE} i18nKey="search.resultsTitle" values={{ query }} /> : t('search.title')}
      </h1>
      {/* keyed by the query: a search started elsewhere (the header) refills the field */}
      <SearchForm key={query} initial={query} onSearch={(next) => setParams(next ? { q: next } : {})} />
      {query ? (
        <SearchResults query={query} locale={locale} />
      ) : (
        <PopularGames title={t('search.popular')} locale={locale} />
      )}
    </section>
  );
}
