import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  fetchTagGames,
  localizePath,
  tagSeoValues,
  useAsync,
  usePageSeo,
  type Tag,
  usePageLocale,
} from '@portal/shared';
import { IsolatedText } from '../components/IsolatedText';
import { PAGE_SIZE, PagedGames, useFocusOnPageChange } from '../components/PagedGames';
import { PageError } from '../components/PageStates';
import { SortLinks } from '../components/SortLinks';
import { useListQuery } from '../hooks/useListQuery';
import { NAMESPACE } from '../i18n';
import '../games.css';

/** The games of one tag, a page at a time, in the order chosen in the address (?sort=new&page=2). */
export default function TagPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const { slug = '' } = useParams();
  const query = useListQuery();
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const games = useAsync(
    () => fetchTagGames(slug, { page: query.page, limit: PAGE_SIZE, sort: query.sort }),
    [slug, locale, query.page, query.sort, attempt],
  );
  // The header stays while another page or order loads.
  const [tag, setTag] = useState<Tag | null>(null);
  if (games.status === 'success' && games.data.tag.slug === slug && games.data.tag !== tag) setTag(games.data.tag);
  const shown = tag?.slug === slug ? tag : null;
  usePageSeo(games.status === 'success' ? tagSeoValues(games.data.tag) : {});
  useFocusOnPageChange(heading, query.page);
  const retry = () => setAttempt((n) => n + 1);

  if (games.status === 'error' && !shown) {
    return (
      <PageError
        error={games.error}
        notFound={<IsolatedText i18nKey="tag.notFound" values={{ slug }} />}
        onRetry={retry}
      />
    );
  }
  return (
    <section aria-labelledby="tag-title" className="list-page">
      <div className="page-head">
        {shown ? (
          <h1 id="tag-title" ref={heading} tabIndex={-1}>
            <span aria-hidden="true">#</span>
            {shown.name}
          </h1>
        ) : (
          <div className="skeleton-line skeleton-line--title" id="tag-title" />
        )}
        {/* Always there (empty while loading), so the header keeps its height. */}
        <p>{games.status === 'success' ? t('tag.count', { value: games.data.total }) : '\u00a0'}</p>
      </div>
      <p>
        <Link to={localizePath('/tags', locale)}>{t('tag.allTags')}</Link>
      </p>
      <SortLinks query={query} />
      <PagedGames state={games} query={query} testId="tag-games" empty={<p>{t('tag.empty')}</p>} onRetry={retry} />
    </section>
  );
}
