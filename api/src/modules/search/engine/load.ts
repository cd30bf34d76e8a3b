import type { Queryable } from '../../../db/db.js';
import { PartBuilder } from './compact-build.js';
import type { CompactPart } from './compact-part.js';
import type { GameTexts, NameText } from './types.js';
import { normaliseText } from './text.js';

/** Games read per statement when the whole catalogue is read: each read stays far from the statement timeout. */
const BATCH = 20_000;

/**
 * Every published game's texts in a compact part, read in batches of game ids in ascending order (a million games'
 * texts as objects would take gigabytes; the part takes a tenth of that).
 */
export async function buildBase(db: Queryable): Promise<CompactPart> {
  const [row] = await db.query<{ max: number | null }>(`SELECT max(id) AS max FROM games`);
  const builder = new PartBuilder();
  for (let from = 0; from <= (row?.max ?? 0); from += BATCH) {
    const games = await loadGameTexts(db, { from, to: from + BATCH });
    for (const id of [...games.keys()].sort((a, b) => a - b)) builder.add(games.get(id)!);
  }
  return builder.build();
}

/**
 * Reads what the search index holds from the database: every published game's titles, descriptions, aliases,
 * categories and tags (or only the games in `ids`, or with ids from `from` up to `to`), and every category and tag
 * name.
 */
export async function loadGameTexts(
  db: Queryable,
  ids?: number[] | { from: number; to: number },
): Promise<Map<number, GameTexts>> {
  const only = Array.isArray(ids) ? `AND g.id = ANY($1::int[])` : ids ? `AND g.id >= $1 AND g.id < $2` : '';
  const params = Array.isArray(ids) ? [ids] : ids ? [ids.from, ids.to] : [];
  const published = `JOIN games g ON g.id = x.game_id WHERE g.status = 'published' ${only}`;
  const [texts, aliases, categories, tags] = await Promise.all([
    db.query<{ id: number; language: string; title: string; description: string | null }>(
      `SELECT x.game_id AS id, x.language, x.title, x.description FROM game_i18n x ${published}`,
      params,
    ),
    db.query<{ id: number; language: string; alias: string }>(
      `SELECT x.game_id AS id, x.language, x.alias FROM game_aliases x ${published}`,
      params,
    ),
    db.query<{ id: number; other: number }>(
      `SELECT x.game_id AS id, x.category_id AS other FROM game_categories x ${published}`,
      params,
    ),
    db.query<{ id: number; other: number }>(
      `SELECT x.game_id AS id, x.tag_id AS other FROM game_tags x ${published}`,
      params,
    ),
  ]);
  const games = new Map<number, GameTexts>();
  const game = (id: number) => {
    let found = games.get(id);
    if (!found) games.set(id, (found = { id, texts: [], categories: [], tags: [] }));
    return found;
  };
  for (const row of texts) {
    const { texts: list } = game(row.id);
    list.push({ kind: 'title', language: row.language, text: normaliseText(row.title), original: row.title });
    if (row.description)
      list.push({ kind: 'description', language: row.language, text: normaliseText(row.description) });
  }
  for (const row of aliases) {
    game(row.id).texts.push({
      kind: 'alias',
      language: row.language,
      text: normaliseText(row.alias),
      original: row.alias,
    });
  }
  for (const row of categories) game(row.id).categories.push(row.other);
  for (const row of tags) game(row.id).tags.push(row.other);
  return games;
}

export async function loadNames(db: Queryable): Promise<NameText[]> {
  const rows = await db.query<{ kind: 'c' | 't'; id: number; language: string; name: string; hidden: boolean }>(
    `SELECT 'c' AS kind, ci.category_id AS id, ci.language, ci.name, c.show_type = 'hidden' AS hidden
       FROM category_i18n ci JOIN categories c ON c.id = ci.category_id
     UNION ALL SELECT 't', tag_id, language, name, false FROM tag_i18n`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    language: row.language,
    text: normaliseText(row.name),
    original: row.name,
    hidden: row.hidden,
  }));
}
