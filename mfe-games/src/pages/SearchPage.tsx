import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { searchGames, usePagedList, usePageSeo, type LocaleCode } from '@portal/shared';
import { GameGrid } from '../components/GameGrid';
import { IsolatedText } from '../components/IsolatedText';
import { GridSkeleton, LoadError, LoadMore } from '../components/PageStates';
import { PopularGames } from '../components/PopularGames';
import { MAX_QUERY_LENGTH, SearchForm } from '../components/SearchForm';
import { useLocale } from '../hooks/useLocale';
import { NAMESPACE } from '../i18n';
import '../games.css';

const PAGE_SIZE = 24;

function SearchResults({ query, locale }: { query: string; locale: LocaleCode }) {
  const { t } = useTranslation(NAMESPACE);
  const list = usePagedList((page) => searchGames(query, { page, limit: PAGE_SIZE }), [query, locale]);
  const { first } = list;
  return (
    <>
      <p className="search-count" role="status">
        {first.status === 'success' && <IsolatedText i18nKey="search.count" values={{ value: list.total, query }} />}
      </p>
      {first.status === 'loading' && <GridSkeleton />}
      {first.status === 'error' && <LoadError onRetry={list.retry} />}
      {first.status === 'success' && list.items.length === 0 && (
        <>
          <p>
            <IsolatedText i18nKey="search.noResults" values={{ query }} />
          </p>
          <PopularGames title={t('search.tryThese')} locale={locale} />
        </>
      )}
      {list.items.length > 0 && <GameGrid games={list.items} locale={locale} testId="search-results" />}
      {list.hasMore && <LoadMore more={list.more} onLoadMore={list.loadMore} />}
    </>
  );
}

/** /search and /search?q=…: the query lives in the URL, so results can be shared, reloaded and gone back to. */
export default function SearchPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  usePageSeo({ query });

  return (
    <section aria-labelledby="search-title" className="search-page">
      <h1 id="search-title">{query ? <IsolatedText i18nKey="search.resultsTitle" values={{ query }} /> : t('search.title')}</h1>
      {/* keyed by the query: a search started elsewhere (the header) refills the field */}
      <SearchForm key={query} initial={query} onSearch={(next) => setParams(next ? { q: next } : {})} />
      {query ? <SearchResults query={query} locale={locale} /> : <PopularGames title={t('search.popular')} locale={locale} />}
    </section>
  );
}
