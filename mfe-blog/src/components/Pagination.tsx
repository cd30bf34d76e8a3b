import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NAMESPACE } from '../i18n';
import { pageItems } from './pageItems';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The address of a page, e.g. "/fr/blog?category=guides&page=2". */
  hrefOf: (page: number) => string;
}

/**
 * Numbered page links with previous and next: real links to addresses that hold the page, so a crawler follows
 * them and a reader can share, bookmark and go back to any page. The current page is marked, not disabled.
 */
export function Pagination({ page, totalPages, hrefOf }: PaginationProps) {
  const { t } = useTranslation(NAMESPACE);
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('list.pages')} data-testid="blog-pagination">
      {page > 1 && (
        <Link className="pagination__step" to={hrefOf(page - 1)} rel="prev">
          <span className="pagination__arrow" aria-hidden="true">
            ‹
          </span>{' '}
          {t('list.previous')}
        </Link>
      )}
      <ol className="pagination__pages">
        {pageItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className="pagination__page"
                to={hrefOf(item)}
                aria-label={t('list.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < totalPages && (
        <Link className="pagination__step" to={hrefOf(page + 1)} rel="next">
          {t('list.next')}{' '}
          <span className="pagination__arrow" aria-hidden="true">
            ›
          </span>
        </Link>
      )}
    </nav>
  );
}
