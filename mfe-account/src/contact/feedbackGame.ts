/** The game a problem report is about, as boxes pass it to each other in their props. */
export interface FeedbackGame {
  slug: string;
  title: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Overlay props are untyped: a game needs a well-formed slug; a missing title falls back to the slug. */
export function gameFromProps(slug: unknown, title: unknown): FeedbackGame | null {
  if (typeof slug !== 'string' || slug.length > 100 || !SLUG.test(slug)) return null;
  return { slug, title: typeof title === 'string' && title.trim() ? title : slug };
}
