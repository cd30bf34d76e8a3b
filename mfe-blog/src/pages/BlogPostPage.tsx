import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { fetchBlogPost, localeFromPath, localizePath, postSeoValues, useAsync, usePageSeo, type BlogPost } from '@portal/shared';
import { IsolatedText } from '../components/IsolatedText';
import { LinkedGames } from '../components/LinkedGames';
import { PageError } from '../components/PageStates';
import { PostCard } from '../components/PostCard';
import { PostMeta } from '../components/PostMeta';
import { useLocale } from '../hooks/useLocale';
import { NAMESPACE } from '../i18n';
import '../blog.css';

function PostView({ post }: { post: BlogPost }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocale();
  const navigate = useNavigate();
  const blogPath = localizePath('/blog', locale);

  // Posts link to site pages by locale-neutral paths ("/categories/puzzle"): open them in the reader's language,
  // inside the app rather than with a full page load.
  const followSiteLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || link.target || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(localeFromPath(href) === 'en' ? localizePath(href, locale) : href);
  };

  return (
    <article className="blog-post" aria-labelledby="post-title">
      <header className="blog-post__head">
        <p>
          <Link to={blogPath}>{t('post.back')}</Link>
        </p>
        {post.category && (
          <Link className="blog-chip" to={`${blogPath}?category=${post.category.slug}`}>
            {post.category.name}
          </Link>
        )}
        <h1 id="post-title">{post.title}</h1>
        <PostMeta post={post} />
        {post.author && <p className="post-meta">{t('post.by', { author: post.author })}</p>}
        {post.language !== locale && (
          <p className="blog-post__note">
            {t('post.untranslated')}
          </p>
        )}
      </header>
      {post.cover && <img className="blog-post__cover" src={post.cover} alt="" width={1280} height={720} fetchPriority="high" />}
      {/* The API renders the Markdown and sanitises the HTML (tag and link allowlist); it is trusted here. */}
      <div className="blog-post__body" lang={post.language} onClick={followSiteLink} dangerouslySetInnerHTML={{ __html: post.html }} />
      {post.games.length > 0 && (
        <section aria-labelledby="post-games-title" className="blog-post__section">
          <h2 id="post-games-title">{t('post.games')}</h2>
          <LinkedGames games={post.games} />
        </section>
      )}
      {post.related.length > 0 && (
        <section aria-labelledby="post-related-title" className="blog-post__section">
          <h2 id="post-related-title">{t('post.related')}</h2>
          <ul className="post-grid" data-testid="related-posts">
            {post.related.map((related) => (
              <li key={related.slug}>
                <PostCard post={related} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** One blog post: its text in the reader's language (or English, with a note), its games and related posts. */
export default function BlogPostPage() {
  const locale = useLocale();
  const { slug = '' } = useParams();
  const [attempt, setAttempt] = useState(0);
  const post = useAsync(() => fetchBlogPost(slug), [slug, locale, attempt]);
  usePageSeo(post.status === 'success' ? postSeoValues(post.data) : {});

  if (post.status === 'loading') {
    return (
      <div className="blog-post" aria-busy="true" data-testid="post-skeleton">
        <div className="skeleton-line skeleton-line--title" />
        <div className="skeleton-line" />
        <div className="skeleton-block" />
      </div>
    );
  }
  if (post.status === 'error') {
    return <PageError error={post.error} notFound={<IsolatedText i18nKey="post.notFound" values={{ slug }} />} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  return <PostView key={post.data.slug} post={post.data} />;
}
