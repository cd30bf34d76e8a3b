import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  IsolatedText,
  useApiQuery,
  loadFailed,
  useNumberFormat,
  usePageLocale,
  usePageSeo,
  type ApiQuery,
  type GameSummary,
  type LocaleCode,
  type Page,
  type PageRequest,
  type SeoValues,
} from '@portal/shared';
import { PAGE_SIZE, PagedGames, useFocusOnPageChange } from '../components/PagedGames';
import { GamesPageError } from '../components/GamesPageError';
import { SortLinks } from '../components/SortLinks';
import { useListQuery } from '../hooks/useListQuery';
import { NAMESPACE } from '../i18n';
import '../components/page-states.css';
import './page-head.css';
import './list-page.css';

/** What groups games under a page of its own: a category or a tag. */
interface Topic {
  slug: string;
  name: string;
}

interface Props<P extends Page<GameSummary>, T extends Topic> {
  /** Which topic: names its strings (`<kind>.count`, `<kind>.empty`, `<kind>.notFound`), heading and list. */
  kind: 'category' | 'tag' | 'maker';
  /** Offer the hot / new / top orders (a maker's page lists newest first only). */
  sortable?: boolean;
  query: (locale: LocaleCode, slug: string, request: PageRequest) => ApiQuery<P>;
  topicOf: (page: P) => T;
  seo: (topic: T) => SeoValues;
  title: (topic: T) => ReactNode;
  /** What follows the header; the topic is null while it loads. */
  intro: (topic: T | null) => ReactNode;
}

/**
 * The games of one category or tag (`:slug` in the address), a page at a time, in the order chosen in the address
 * (?sort=new&page=2). The header stays while another page or order loads.
 */
export function TopicGamesPage<P extends Page<GameSummary>, T extends Topic>({
  kind,
  query: topicQuery,
  topicOf,
  seo,
  title,
  intro,
  sortable = true,
}: Props<P, T>) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const number = useNumberFormat(locale);
  const { slug = '' } = useParams();
  const query = useListQuery();
  const heading = useRef<HTMLHeadingElement>(null);
  const games = useApiQuery(topicQuery(locale, slug, { page: query.page, limit: PAGE_SIZE, sort: query.sort }));
  const loaded = games.data ? topicOf(games.data) : null;
  const [topic, setTopic] = useState<T | null>(null);
  if (loaded && loaded.slug === slug && loaded !== topic) setTopic(loaded);
  const shown = topic?.slug === slug ? topic : null;
  usePageSeo(loaded ? seo(loaded) : {});
  useFocusOnPageChange(heading, query.page);
  const retry = () => void games.refetch();

  if (loadFailed(games) && !shown) {
    return (
      <GamesPageError
        error={games.error}
        notFound={<IsolatedText ns={NAMESPACE} i18nKey={`${kind}.notFound`} values={{ slug }} />}
        onRetry={retry}
      />
    );
  }
  return (
    <section aria-labelledby={`${kind}-title`} className="list-page">
      <div className="page-head">
        {shown ? (
          <h1 id={`${kind}-title`} ref={heading} tabIndex={-1}>
            {title(shown)}
          </h1>
        ) : (
          <div className="skeleton skeleton-line skeleton-line--title" id={`${kind}-title`} />
        )}
        {/* Always there (empty while loading), so the header keeps its height. */}
        <p>
          {games.data ? t(`${kind}.count`, { count: games.data.total, value: number(games.data.total) }) : '\u00a0'}
        </p>
      </div>
      {intro(shown)}
      {sortable && <SortLinks query={query} />}
      <PagedGames
        state={games}
        query={query}
        testId={`${kind}-games`}
        empty={<p>{t(`${kind}.empty`)}</p>}
        onRetry={retry}
      />
    </section>
  );
}
