import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNumberFormat, usePageLocale } from '@portal/shared';
import type { ListQuery } from '../hooks/useListQuery';
import { NAMESPACE } from '../i18n';
import './list-controls.css';

/** Page numbers shown: the first, the last, and the current one with a neighbour on each side. */
export function pageWindow(current: number, last: number): Array<number | 'gap'> {
  const wanted = [...new Set([1, current - 1, current, current + 1, last])]
    .filter((p) => p >= 1 && p <= last)
    .sort((a, b) => a - b);
  return wanted.flatMap((p, i) => (i > 0 && p - wanted[i - 1]! > 1 ? (['gap', p] as const) : [p]));
}

/** Links to the pages of a list; nothing when it fits on one page. */
export function Pagination({ query, total, pageSize }: { query: ListQuery; total: number; pageSize: number }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const number = useNumberFormat(locale);
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last <= 1 && query.page <= 1) return null;
  const current = Math.min(query.page, last);
  return (
    <nav className="pagination" aria-label={t('pagination.label')} data-testid="pagination">
      <ul>
        <li>
          {current > 1 ? (
            <Link className="pagination__step" to={query.hrefFor({ page: current - 1 })} rel="prev">
              {t('pagination.previous')}
            </Link>
          ) : (
            <span className="pagination__step" aria-disabled="true">
              {t('pagination.previous')}
            </span>
          )}
        </li>
        {pageWindow(current, last).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                className="pagination__page"
                to={query.hrefFor({ page: p })}
                aria-current={p === query.page ? 'page' : undefined}
                aria-label={t('pagination.page', { value: number(p) })}
              >
                {number(p)}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < last ? (
            <Link className="pagination__step" to={query.hrefFor({ page: current + 1 })} rel="next">
              {t('pagination.next')}
            </Link>
          ) : (
            <span className="pagination__step" aria-disabled="true">
              {t('pagination.next')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
