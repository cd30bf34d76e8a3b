import { Type } from 'typebox';

/** `language` is accepted on every GET; unsupported values fall back to English. */
export const LanguageQuery = Type.Optional(Type.String({ maxLength: 16 }));
export const Slug = Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', minLength: 1, maxLength: 80 });
export const Limit = Type.Integer({ minimum: 1, maximum: 100, default: 12 });

export const Category = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  type: Type.Union([Type.Literal('general'), Type.Literal('special')]),
  show_type: Type.Union([Type.Literal('nav'), Type.Literal('all'), Type.Literal('hidden')]),
  sort_order: Type.Integer(),
  game_count: Type.Integer(),
});

export const GameSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  thumbnail: Type.String(),
  category: Type.Union([Type.Object({ slug: Type.String(), name: Type.String() }), Type.Null()]),
  likes: Type.Integer(),
  plays: Type.Integer(),
});
