import { Type } from 'typebox';
import { PageNumber, pageOf } from '../../http/pagination.js';
import { LanguageQuery, Nullable } from '../../http/params.js';
import { CommentAuthor, RowId, SocialPageLimit } from '../comments/schemas.js';

export const Notification = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(['comment_reply', 'comment_like', 'upload_review']),
  read: Type.Boolean(),
  created_at: Type.String(),
  actor: Nullable(CommentAuthor),
  game: Nullable(Type.Object({ slug: Type.String(), title: Type.String() })),
  comment: Nullable(Type.Object({ id: Type.Integer(), parent_id: Nullable(Type.Integer()), excerpt: Type.String() })),
  upload: Nullable(
    Type.Object({
      upload_id: Type.String(),
      game_title: Type.String(),
      status: Type.String(),
      reason: Nullable(Type.String()),
    }),
  ),
});

export const NotificationPage = pageOf(Notification, { unread: Type.Integer() });

export const NotificationListQuery = Type.Object({ language: LanguageQuery, page: PageNumber, limit: SocialPageLimit });

/** Exactly one of the two (checked by the service, which answers with a stable code). */
export const NotificationStatusBody = Type.Object({ id: Type.Optional(RowId), all: Type.Optional(Type.Boolean()) });

export const NotificationStatusResult = Type.Object({ updated: Type.Integer(), unread: Type.Integer() });
