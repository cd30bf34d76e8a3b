import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath, usePageLocale } from '@portal/shared';
import type { StudioStats } from '@portal/shared/contract/studio';
import { NAMESPACE } from '../i18n';
import type { StudioFormats } from './formats';

/** The latest comments the maker has not answered, each with the way to the game page to answer it. */
export function UnansweredComments({
  slug,
  comments,
  formats,
}: {
  slug: string;
  comments: StudioStats['comments'] | undefined;
  formats: StudioFormats;
}) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  return (
    <section className="studio-section" aria-labelledby="studio-comments" data-testid="unanswered-comments">
      <h2 id="studio-comments">{t('comments.title')}</h2>
      {comments && comments.length === 0 && <p>{t('comments.none')}</p>}
      {comments && comments.length > 0 && (
        <ul className="studio-comments">
          {comments.map((comment) => (
            <li key={comment.id}>
              <p className="studio-comments__meta">
                <bdi>{comment.author}</bdi> · {formats.dateTime(comment.createdAt)}
              </p>
              <p className="studio-comments__body">{comment.body}</p>
            </li>
          ))}
        </ul>
      )}
      <Link to={localizePath(`/games/${slug}`, locale)}>{t('comments.answer')}</Link>
    </section>
  );
}
