import { useTranslation } from 'react-i18next';
import type { BlogPostSummary } from '@portal/shared';
import { usePageLocale } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { formatDate, type Dated } from './formatDate';

/** Date and reading time of a post (its date as written where it was loaded, when it was). */
export function PostMeta({ post }: { post: Dated<Pick<BlogPostSummary, 'published_at' | 'reading_minutes'>> }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const date = post.published_label ?? formatDate(post.published_at, locale);
  return (
    <p className="post-meta">
      {date && <time dateTime={post.published_at}>{date}</time>}
      <span>{t('post.readingTime', { count: post.reading_minutes, value: post.reading_minutes })}</span>
    </p>
  );
}
