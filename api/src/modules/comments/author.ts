import type { CommentAuthor } from '@portal/shared/types/social';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first character a reader sees (a whole emoji or accented letter), upper-cased; "?" for an empty name. */
export function avatarInitial(name: string): string {
  const first = graphemes.segment(name.trim())[Symbol.iterator]().next();
  return first.done ? '?' : first.value.segment.toLocaleUpperCase();
}

export const toAuthor = (userId: string, name: string): CommentAuthor => ({
  user_id: userId,
  name,
  avatar_initial: avatarInitial(name),
});
