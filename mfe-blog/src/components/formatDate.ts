/**
 * A date as the reader's language writes it ("12 mars 2025"), or '' for a value that is no date. In UTC, so the
 * server and every browser write the same day.
 */
export function formatDate(value: string, locale: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A post with its date already written out (`published_label`), where it was loaded. */
export type Dated<T> = T & { published_label?: string };

/**
 * The post with its date written out: done where posts are loaded (blogQueries), which for a first view is the
 * server, so that hydrating the page formats no date. A page's first Intl.DateTimeFormat costs about 20 ms (ICU's
 * date patterns), four times that on a phone, inside the hydration task.
 */
export function withDateLabel<T extends { published_at: string }>(post: T, locale: string): Dated<T> {
  return { ...post, published_label: formatDate(post.published_at, locale) };
}
