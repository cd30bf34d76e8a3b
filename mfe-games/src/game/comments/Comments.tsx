import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { currentUserAtom, LoadMore, loadFailed, useBrowserValue } from '@portal/shared';
import { commentsOf } from '../../api/comments';
import { LoadError } from '../../components/PageStates';
import { NAMESPACE } from '../../i18n';
import { usePostComment } from './commentActions';
import { CommentForm } from './CommentForm';
import { CommentThread } from './CommentThread';
import { useCommentPages } from './useCommentPages';
import './comments.css';

/** A game's comments, newest first: the form, the list with "more", and each thread's replies. */
export function Comments({ slug, locale }: { slug: string; locale: string }) {
  const { t } = useTranslation(NAMESPACE);
  // The server renders what a guest sees; a signed-in reader's own likes and comments load right after.
  const viewer = useBrowserValue(useAtomValue(currentUserAtom)?.user_id ?? 'guest', 'guest');
  const comments = commentsOf(slug, viewer);
  const list = useCommentPages(comments.key, comments.load);

  // A link to one comment (#comment-{id}, from a notification) lands on it once the list is in, or on the section
  // when the comment is not on the first page.
  const ready = list.query.data !== undefined;
  useEffect(() => {
    if (!ready || !window.location.hash.startsWith('#comment-')) return;
    const target = document.getElementById(window.location.hash.slice(1)) ?? document.getElementById('comments-title');
    target?.scrollIntoView({ block: 'center' });
    if (target?.classList.contains('comment')) target.focus({ preventScroll: true });
  }, [ready]);

  const posting = usePostComment(slug, (created) => list.add(created, 'first'));
  const post = async (content: string) => {
    await posting.mutateAsync({ content });
  };

  return (
    <section className="game-page__section comments" aria-labelledby="comments-title">
      <h2 id="comments-title">
        {t('comments.title')}
        {list.total > 0 && <span className="comments__count"> ({list.total})</span>}
      </h2>
      <CommentForm label={t('comments.add')} submitLabel={t('comments.post')} onSubmit={post} />
      {list.query.isPending && (
        <p className="comments__state" role="status">
          {t('state.loading')}
        </p>
      )}
      {loadFailed(list.query) && (
        <LoadError message={t('comments.loadFailed')} onRetry={() => void list.query.refetch()} />
      )}
      {ready && list.items.length === 0 && <p className="comments__state">{t('comments.empty')}</p>}
      {list.items.length > 0 && (
        <ul className="comment-list" aria-labelledby="comments-title" data-testid="comment-list">
          {list.items.map((comment) => (
            <li key={comment.id}>
              <CommentThread
                comment={comment}
                slug={slug}
                locale={locale}
                viewer={viewer}
                patch={list.patch}
                onDeleted={() => list.remove(comment.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        list={list.query}
        label={t('comments.more')}
        busyLabel={t('state.loading')}
        error={t('comments.loadFailed')}
        className="load-more"
      />
    </section>
  );
}
