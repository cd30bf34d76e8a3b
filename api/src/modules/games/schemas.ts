import { Type } from 'typebox';
import { Nullable } from '../../http/params.js';

export const NamedRef = Type.Object({ slug: Type.String(), name: Type.String() });

export const GameSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  thumbnail: Type.String(),
  category: Nullable(NamedRef),
  likes: Type.Integer(),
  plays: Type.Integer(),
});

export const GameDetail = Type.Object({
  ...GameSummary.properties,
  instructions: Type.String(),
  play_url: Type.String(),
  orientation: Type.Enum(['landscape', 'portrait', 'any']),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  aspect_ratio: Nullable(Type.Number()),
  categories: Type.Array(NamedRef),
  tags: Type.Array(NamedRef),
  views: Type.Integer(),
  author: Type.String(),
  published_at: Nullable(Type.String()),
  updated_at: Type.String(),
  liked: Type.Boolean(),
});

export const GameSort = Type.Enum(['new', 'hot', 'top'], { default: 'hot' });

export const GameSitemapEntry = Type.Object({ slug: Type.String(), title: Type.String(), updated_at: Type.String() });
