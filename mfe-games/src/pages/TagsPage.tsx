import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadFailed, localizePath, useApiQuery, useNumberFormat, usePageLocale } from '@portal/shared';
import { gamesQueries } from '../api/queries';
import { LoadError } from '../components/PageStates';
import { NAMESPACE } from '../i18n';
import '../components/chips.css';
import './page-head.css';

/** Every tag with its number of games, in the reader's alphabetical order. */
export default function TagsPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const number = useNumberFormat(locale);
  const tags = useApiQuery(gamesQueries.tags(locale));
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sorted = [...(tags.data ?? [])].sort((a, b) => collator.compare(a.name, b.name));

  return (
    <section aria-labelledby="tags-title">
      <div className="page-head">
        <h1 id="tags-title">{t('tags.title')}</h1>
        <p>{t('tags.intro')}</p>
      </div>
      {tags.isPending && <div className="skeleton tag-cloud--skeleton" aria-busy="true" />}
      {loadFailed(tags) && <LoadError onRetry={() => void tags.refetch()} />}
      {tags.data && sorted.length === 0 && <p>{t('tags.empty')}</p>}
      {sorted.length > 0 && (
        <ul className="chips tag-cloud" data-testid="tag-list">
          {sorted.map((tag) => (
            <li key={tag.slug}>
              <Link className="chip chip--tag" to={localizePath(`/tagslist/${tag.slug}`, locale)}>
                <span aria-hidden="true">#</span>
                {tag.name}
                <span className="category-chip__count" aria-hidden="true">
                  {tag.game_count}
                </span>
                <span className="visually-hidden">
                  {t('tags.gameCount', { count: tag.game_count, value: number(tag.game_count) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
