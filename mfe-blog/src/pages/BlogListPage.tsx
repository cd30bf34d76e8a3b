import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import {
  IsolatedText,
  isNotFound,
  loadFailed,
  localizePath,
  useApiQuery,
  usePageLocale,
  type LocaleCode,
} from '@portal/shared';
import { blogQueries, PAGE_SIZE } from '../api/queries';
import { LoadError } from '../components/PageStates';
import { Pagination } from '../components/Pagination';
import { PostCard } from '../components/PostCard';
import { NAMESPACE } from '../i18n';
import '../blog.css';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The API serves pages 1–1000; anything else in ?page= is page 1. */
const PAGE = /^[1-9]\d{0,2}$|^1000$/;

/** The category and page an address asks for (anything unreadable: all categories, page 1). */
function listOf(params: URLSearchParams): { category: string; page: number } {
  const requested = params.get('category') ?? '';
  const rawPage = params.get('page') ?? '';
  return { category: SLUG.test(requested) ? requested : '', page: PAGE.test(rawPage) ? Number(rawPage) : 1 };
}

/**
 * The first view of the blog: its categories and the page of posts the address asks for.
 * @public The server entry generated from src/pages.ts imports it.
 */
export function prefetchBlogList(
  client: QueryClient,
  { locale, search }: { locale: LocaleCode; search: URLSearchParams },
) {
  const { category, page } = listOf(search);
  return Promise.all([
    client.prefetchQuery(blogQueries.categories(locale)),
    client.prefetchQuery(blogQueries.posts(locale, page, category)),
  ]);
}

/**
 * The blog: newest posts first, one page at a time, filtered by category. Both live in the URL (?category=,
 * ?page=), so every page of the list has an address a crawler can reach by plain links.
 */
export default function BlogListPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const [params] = useSearchParams();
  const { category, page } = listOf(params);
  const blogPath = localizePath('/blog', locale);
  const hrefOf = (n: number) => {
    const query = new URLSearchParams();
    if (category) query.set('category', category);
    if (n > 1) query.set('page', String(n));
    const search = query.toString();
    return search ? `${blogPath}?${search}` : blogPath;
  };
  const categories = useApiQuery(blogQueries.categories(locale));
  const list = useApiQuery(blogQueries.posts(locale, page, category));

  // Another page of the same list is not a new page for the shell (same path): bring the reader to its top.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [page]);

  const totalPages = list.data ? Math.ceil(list.data.total / PAGE_SIZE) : 0;

  return (
    <section aria-labelledby="blog-title" className="blog-list">
      <div className="blog-head">
        <h1 id="blog-title" ref={heading} tabIndex={-1}>
          {t('list.title')}
        </h1>
        <p>{t('list.intro')}</p>
      </div>
      {categories.data && categories.data.length > 0 && (
        <nav aria-label={t('list.categories')}>
          <ul className="chips" data-testid="blog-categories">
            <li>
              <Link className="chip" to={blogPath} aria-current={category === '' ? 'page' : undefined}>
                {t('list.all')}
              </Link>
            </li>
            {categories.data.map((c) => (
              <li key={c.slug}>
                <Link
                  className="chip"
                  to={`${blogPath}?category=${c.slug}`}
                  aria-current={category === c.slug ? 'page' : undefined}
                >
                  {c.name} <span className="blog-chip__count">{c.post_count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {list.isPending && (
        <ul className="post-grid post-grid--list" aria-busy="true" aria-hidden="true">
          {Array.from({ length: PAGE_SIZE }, (_, i) => (
            <li key={i} className="skeleton blog-skeleton-card" />
          ))}
        </ul>
      )}
      {loadFailed(list) &&
        (isNotFound(list.error) ? (
          <div className="page-state" role="alert">
            <p>
              <IsolatedText ns={NAMESPACE} i18nKey="list.unknownCategory" values={{ slug: category }} />
            </p>
            <Link to={blogPath}>{t('list.all')}</Link>
          </div>
        ) : (
          <LoadError onRetry={() => void list.refetch()} />
        ))}
      {list.data?.items.length === 0 &&
        (page > 1 && list.data.total > 0 ? (
          <div className="page-state">
            <p>{t('list.noSuchPage', { page })}</p>
            <Link to={hrefOf(1)}>{t('list.firstPage')}</Link>
          </div>
        ) : (
          <p>{t('list.empty')}</p>
        ))}
      {list.data && list.data.items.length > 0 && (
        <>
          <ul className="post-grid post-grid--list" data-testid="blog-posts">
            {list.data.items.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={totalPages} hrefOf={hrefOf} />
        </>
      )}
    </section>
  );
}
