import { Type } from 'typebox';

export const NamedRef = Type.Object({ slug: Type.String(), name: Type.String() });

export const GameSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  thumbnail: Type.String(),
  category: Type.Union([NamedRef, Type.Null()]),
  likes: Type.Integer(),
  plays: Type.Integer(),
});

export const GameDetail = Type.Object({
  ...GameSummary.properties,
  instructions: Type.String(),
  play_url: Type.String(),
  orientation: Type.Enum(['landscape', 'portrait', 'any']),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  aspect_ratio: Type.Union([Type.Number(), Type.Null()]),
  categories: Type.Array(NamedRef),
  tags: Type.Array(NamedRef),
  views: Type.Integer(),
  author: Type.String(),
  published_at: Type.Union([Type.String(), Type.Null()]),
  updated_at: Type.String(),
  liked: Type.Boolean(),
});

export const GameSort = Type.Enum(['new', 'hot', 'top'], { default: 'hot' });

export const GameSitemapEntry = Type.Object({ slug: Type.String(), title: Type.String(), updated_at: Type.String() });
