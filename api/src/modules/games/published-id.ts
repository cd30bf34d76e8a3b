import type { Queryable } from '../../db/db.js';
import { notFound } from '../../http/envelope.js';

/** The id of a published game; 404 with the catalogue's game code otherwise. */
export async function publishedGameId(db: Queryable, slug: string): Promise<number> {
  const [game] = await db.query<{ id: number }>(`SELECT id FROM games WHERE slug = $1 AND status = 'published'`, [
    slug,
  ]);
  if (!game) throw notFound(`Game not found: ${slug}`, 40401);
  return game.id;
}
