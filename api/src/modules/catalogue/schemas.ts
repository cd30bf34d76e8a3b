import { Type } from 'typebox';

export const Category = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  type: Type.Enum(['general', 'special']),
  show_type: Type.Enum(['nav', 'all', 'hidden']),
  sort_order: Type.Integer(),
  game_count: Type.Integer(),
});

export const CategoryDetail = Type.Object({ ...Category.properties, description: Type.String() });

export const Tag = Type.Object({ slug: Type.String(), name: Type.String(), game_count: Type.Integer() });
