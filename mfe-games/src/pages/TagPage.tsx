import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { fetchTagGames, localizePath, tagSeoValues, usePagedList, usePageSeo } from '@portal/shared';
import { GameGrid } from '../components/GameGrid';
import { IsolatedText } from '../components/IsolatedText';
import { GridSkeleton, LoadMore, PageError } from '../components/PageStates';
import { useLocale } from '../hooks/useLocale';
import { NAMESPACE } from '../i18n';
import '../games.css';

const PAGE_SIZE = 24;

/** The games of one tag, a page at a time. */
export default function TagPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocale();
  const { slug = '' } = useParams();
  const list = usePagedList((page) => fetchTagGames(slug, { page, limit: PAGE_SIZE }), [slug, locale]);
  const { first } = list;
  usePageSeo(first.status === 'success' ? tagSeoValues(first.data.tag) : {});

  if (first.status === 'error') return <PageError error={first.error} notFound={<IsolatedText i18nKey="tag.notFound" values={{ slug }} />} onRetry={list.retry} />;
  return (
    <section aria-labelledby="tag-title">
      <div className="page-head">
        {first.status === 'success' ? (
          <>
            <h1 id="tag-title">
              <span aria-hidden="true">#</span>
              {first.data.tag.name}
            </h1>
            <p>{t('tag.count', { value: list.total })}</p>
          </>
        ) : (
          <div className="skeleton-line skeleton-line--title" id="tag-title" />
        )}
      </div>
      <p>
        <Link to={localizePath('/tags', locale)}>{t('tag.allTags')}</Link>
      </p>
      {first.status === 'loading' && <GridSkeleton />}
      {first.status === 'success' && list.items.length === 0 && <p>{t('tag.empty')}</p>}
      {list.items.length > 0 && <GameGrid games={list.items} locale={locale} testId="tag-games" />}
      {list.hasMore && <LoadMore more={list.more} onLoadMore={list.loadMore} />}
    </section>
  );
}
