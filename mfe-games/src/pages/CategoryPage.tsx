import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  categorySeoValues,
  fetchCategoryGames,
  useAsync,
  usePageSeo,
  type CategoryDetail,
  usePageLocale,
} from '@portal/shared';
import { IsolatedText } from '../components/IsolatedText';
import { PAGE_SIZE, PagedGames, useFocusOnPageChange } from '../components/PagedGames';
import { PageError } from '../components/PageStates';
import { SortLinks } from '../components/SortLinks';
import { useListQuery } from '../hooks/useListQuery';
import { NAMESPACE } from '../i18n';
import '../games.css';

/** The games of one category, a page at a time, in the order chosen in the address (?sort=new&page=2). */
export default function CategoryPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const { slug = '' } = useParams();
  const query = useListQuery();
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const games = useAsync(
    () => fetchCategoryGames(slug, { page: query.page, limit: PAGE_SIZE, sort: query.sort }),
    [slug, locale, query.page, query.sort, attempt],
  );
  // The header stays while another page or order loads.
  const [category, setCategory] = useState<CategoryDetail | null>(null);
  if (games.status === 'success' && games.data.category.slug === slug && games.data.category !== category)
    setCategory(games.data.category);
  const shown = category?.slug === slug ? category : null;
  usePageSeo(games.status === 'success' ? categorySeoValues(games.data.category) : {});
  useFocusOnPageChange(heading, query.page);
  const retry = () => setAttempt((n) => n + 1);

  if (games.status === 'error' && !shown) {
    return (
      <PageError
        error={games.error}
        notFound={<IsolatedText i18nKey="category.notFound" values={{ slug }} />}
        onRetry={retry}
      />
    );
  }
  return (
    <section aria-labelledby="category-title" className="list-page">
      <div className="page-head">
        {shown ? (
          <h1 id="category-title" ref={heading} tabIndex={-1}>
            {shown.name}
          </h1>
        ) : (
          <div className="skeleton-line skeleton-line--title" id="category-title" />
        )}
        {/* Always there (empty while loading), so the header keeps its height. */}
        <p>{games.status === 'success' ? t('category.count', { value: games.data.total }) : '\u00a0'}</p>
      </div>
      {shown?.description && <p className="list-page__intro">{shown.description}</p>}
      <SortLinks query={query} />
      <PagedGames
        state={games}
        query={query}
        testId="category-games"
        empty={<p>{t('category.empty')}</p>}
        onRetry={retry}
      />
    </section>
  );
}
