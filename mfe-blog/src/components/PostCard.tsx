import { Link } from 'react-router';
import { localizePath, type BlogPostSummary, Thumbnail, usePageLocale } from '@portal/shared';
import type { Dated } from './formatDate';
import { PostMeta } from './PostMeta';

/** A post in a list: cover, category, title (the link), date, reading time and excerpt. */
export function PostCard({ post, headingLevel = 2 }: { post: Dated<BlogPostSummary>; headingLevel?: 2 | 3 }) {
  const locale = usePageLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="post-card" data-testid="post-card">
      {/* Cards line up in rows whether or not the post is about a game with a picture. */}
      <Thumbnail className="media-16x9 post-card__cover" src={post.cover} width={640} height={360} />
      <div className="post-card__body">
        {post.category && <span className="post-card__category">{post.category.name}</span>}
        <Heading className="post-card__title">
          <Link to={localizePath(`/blog/${post.slug}`, locale)}>{post.title}</Link>
        </Heading>
        <PostMeta post={post} />
        <p className="post-card__excerpt">{post.excerpt}</p>
      </div>
    </article>
  );
}
