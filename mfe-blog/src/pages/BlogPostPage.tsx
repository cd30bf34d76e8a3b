import { useEffect, useEffectEvent, useMemo, type MouseEvent } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import {
  directionOf,
  IsolatedText,
  isLocale,
  localeFromPath,
  localizePath,
  postSeoValues,
  loadFailed,
  useApiQuery,
  usePageSeo,
  type BlogPost,
  type LocaleCode,
  usePageLocale,
} from '@portal/shared';
import { blogQueries } from '../api/queries';
import { LinkedGames } from '../components/LinkedGames';
import { PageError } from '../components/PageStates';
import { PostCard } from '../components/PostCard';
import { PostMeta } from '../components/PostMeta';
import { ShareButton } from '../components/ShareButton';
import { TableOfContents } from '../components/TableOfContents';
import { MIN_TOC_ENTRIES, tocEntries } from '../components/tocEntries';
import { NAMESPACE } from '../i18n';
import '../blog.css';

/** The heading id a URL fragment names ("#%E5%A6%82" → "如"), or '' for one that is not valid percent-encoding. */
function sectionId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}

function PostView({ post }: { post: BlogPost }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const blogPath = localizePath('/blog', locale);
  const toc = useMemo(() => tocEntries(post.html), [post.html]);
  const hasToc = toc.length >= MIN_TOC_ENTRIES;
  // The text may be in English on a right-to-left page: it keeps its own language and direction.
  const text = { lang: post.language, dir: isLocale(post.language) ? directionOf(post.language) : undefined };

  // A link to a section (/blog/x#first-steps) opens before the text has arrived: go to the section once it is there.
  // Only when the post appears; later section links are the browser's own jumps.
  const goToSection = useEffectEvent(() => {
    if (hash) document.getElementById(sectionId(hash))?.scrollIntoView();
  });
  useEffect(() => {
    goToSection();
  }, []);

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
    <article className={`blog-post${hasToc ? ' blog-post--toc' : ''}`} aria-labelledby="post-title">
      <header className="blog-post__head">
        <p>
          <Link to={blogPath}>{t('post.back')}</Link>
        </p>
        {post.category && (
          <Link className="chip" to={`${blogPath}?category=${post.category.slug}`}>
            {post.category.name}
          </Link>
        )}
        <h1 id="post-title">{post.title}</h1>
        <PostMeta post={post} />
        {post.author && <p className="post-meta">{t('post.by', { author: post.author })}</p>}
        <ShareButton title={post.title} path={localizePath(`/blog/${post.slug}`, locale)} />
        {post.language !== locale && (
          <p className="blog-post__note" data-testid="untranslated-note">
            <svg className="blog-post__note-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M12 10.5v6M12 7.5v.01" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            </svg>
            <span>{t('post.untranslated')}</span>
          </p>
        )}
      </header>
      {post.cover && (
        <img className="blog-post__cover" src={post.cover} alt="" width={1280} height={720} fetchPriority="high" />
      )}
      <div className={hasToc ? 'blog-post__columns' : undefined}>
        {hasToc && <TableOfContents entries={toc} text={text} />}
        {/* The API renders the Markdown and sanitises the HTML (tag and link allowlist); it is trusted here. The
            clicks heard here are the links' own (a keyboard's Enter on a link clicks it too): no role of its own. */}
        <div
          role="presentation"
          className="blog-post__body"
          {...text}
          onClick={followSiteLink}
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
      </div>
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

/**
 * The first view of a post: the post (its related posts and games come with it).
 * @public The server entry generated from src/pages.ts imports it.
 */
export function prefetchBlogPost(
  client: QueryClient,
  { locale, params }: { locale: LocaleCode; params: { slug?: string } },
) {
  return client.prefetchQuery(blogQueries.post(locale, params.slug ?? ''));
}

/**
 * One blog post: its title in the reader's language and its text too where translated (else in English, with a
 * note), a table of contents when it is long, sharing, its games and related posts.
 */
export default function BlogPostPage() {
  const locale = usePageLocale();
  const { slug = '' } = useParams();
  const post = useApiQuery(blogQueries.post(locale, slug));
  usePageSeo(post.data ? postSeoValues(post.data) : {});

  if (loadFailed(post)) {
    return (
      <PageError
        error={post.error}
        notFound={<IsolatedText ns={NAMESPACE} i18nKey="post.notFound" values={{ slug }} />}
        onRetry={() => void post.refetch()}
      />
    );
  }
  if (!post.data) {
    return (
      <div className="blog-post" aria-busy="true" data-testid="post-skeleton">
        <div className="skeleton blog-skeleton-line blog-skeleton-line--title" />
        <div className="skeleton blog-skeleton-line" />
        <div className="skeleton blog-skeleton-block" />
      </div>
    );
  }
  return <PostView key={post.data.slug} post={post.data} />;
}
