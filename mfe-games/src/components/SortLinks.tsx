import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListQuery } from '../hooks/useListQuery';
import { SORTS } from '../hooks/useListQuery';
import { NAMESPACE } from '../i18n';
import './list-controls.css';

/** The list's orders as links (shareable, and Back returns to the previous order); the current one is marked. */
export function SortLinks({ query }: { query: ListQuery }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <nav className="sort-links" aria-label={t('sort.label')}>
      <span className="sort-links__label" aria-hidden="true">
        {t('sort.label')}
      </span>
      <ul>
        {SORTS.map((sort) => (
          <li key={sort}>
            <Link
              className="sort-link"
              to={query.hrefFor({ sort })}
              aria-current={sort === query.sort ? 'true' : undefined}
            >
              {t(`sort.${sort}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
