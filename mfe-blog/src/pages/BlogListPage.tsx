import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { fetchBlogCategories, fetchBlogPosts, isNotFound, localizePath, useAsync, usePagedList } from '@portal/shared';
import { IsolatedText } from '../components/IsolatedText';
import { LoadError, LoadMore } from '../components/PageStates';
import { PostCard } from '../components/PostCard';
import { useLocale } from '../hooks/useLocale';
import { NAMESPACE } from '../i18n';
import '../blog.css';

const PAGE_SIZE = 12;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The blog: newest posts first, filtered by a category kept in the URL (?category=), a page at a time. */
export default function BlogListPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocale();
  const [params] = useSearchParams();
  const requested = params.get('category') ?? '';
  const category = SLUG.test(requested) ? requested : '';
  const blogPath = localizePath('/blog', locale);
  const categories = useAsync(() => fetchBlogCategories(), [locale]);
  const list = usePagedList((page) => fetchBlogPosts({ page, limit: PAGE_SIZE, category: category || undefined }), [category, locale]);
  const { first } = list;

  return (
    <section aria-labelledby="blog-title" className="blog-list">
      <div className="blog-head">
        <h1 id="blog-title">{t('list.title')}</h1>
        <p>{t('list.intro')}</p>
      </div>
      {categories.status === 'success' && categories.data.length > 0 && (
        <nav aria-label={t('list.categories')}>
          <ul className="blog-chips" data-testid="blog-categories">
            <li>
              <Link className="blog-chip" to={blogPath} aria-current={category === '' ? 'page' : undefined}>
                {t('list.all')}
              </Link>
            </li>
            {categories.data.map((c) => (
              <li key={c.slug}>
                <Link className="blog-chip" to={`${blogPath}?category=${c.slug}`} aria-current={category === c.slug ? 'page' : undefined}>
                  {c.name} <span className="blog-chip__count">{c.post_count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {first.status === 'loading' && (
        <ul className="post-grid" aria-busy="true" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="skeleton-card" />
          ))}
        </ul>
      )}
      {first.status === 'error' &&
        (isNotFound(first.error) ? (
          <div className="page-state" role="alert">
            <p>
              <IsolatedText i18nKey="list.unknownCategory" values={{ slug: category }} />
            </p>
            <Link to={blogPath}>{t('list.all')}</Link>
          </div>
        ) : (
          <LoadError onRetry={list.retry} />
        ))}
      {first.status === 'success' && list.items.length === 0 && <p>{t('list.empty')}</p>}
      {list.items.length > 0 && (
        <ul className="post-grid" data-testid="blog-posts">
          {list.items.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
      {list.hasMore && <LoadMore more={list.more} onLoadMore={list.loadMore} />}
    </section>
  );
}
