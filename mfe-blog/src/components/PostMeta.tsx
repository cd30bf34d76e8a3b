import { useTranslation } from 'react-i18next';
import type { BlogPostSummary } from '@portal/shared';
import { usePageLocale } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { formatDate } from './formatDate';

/** Date and reading time of a post. */
export function PostMeta({ post }: { post: Pick<BlogPostSummary, 'published_at' | 'reading_minutes'> }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const date = formatDate(post.published_at, locale);
  return (
    <p className="post-meta">
      {date && <time dateTime={post.published_at}>{date}</time>}
      <span>{t('post.readingTime', { value: post.reading_minutes })}</span>
    </p>
  );
}
