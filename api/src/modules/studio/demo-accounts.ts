import path from 'node:path';
import type { ObjectStore } from '@portal/object-store';
import type { ApiConfig } from '../../config.js';
import type { Db, Transaction } from '../../db/db.js';
import { hashFolder } from '../../seed/files.js';
import { hasBuild, putFolder, versionPrefixOf } from '../../storage/builds.js';
import { hashPassword } from '../identity/passwords.js';
import { PROVIDER_NAME } from '../identity/provider-token.js';

/**
 * The known accounts of e2e and development (docs/testing.md#studio-and-console-accounts-e2e-and-development):
 * a maker who owns a live uploaded game, and an operator. Created only with STUDIO_DEMO_ACCOUNTS, never changed once
 * they exist.
 */
export const DEMO_PASSWORD = 'correct-horse-7';
export const DEMO_MAKER = { email: 'studio-maker@example.test', name: 'Studio Maker' };
export const DEMO_OPERATOR = { email: 'studio-operator@example.test', name: 'Studio Operator' };
export const DEMO_GAME = { slug: 'studio-demo', title: 'Studio Demo', build: 'snake' };

/** An identity account and its portal user (as a first login would make it); the user's id. */
async function ensureAccount(tx: Transaction, who: { email: string; name: string }, passwordHash: string) {
  await tx.query(
    `INSERT INTO identity_accounts (email, password_hash, display_name) VALUES ($1, $2, $3)
     ON CONFLICT (lower(email)) DO NOTHING`,
    [who.email, passwordHash, who.name],
  );
  const [account] = await tx.query<{ id: string }>('SELECT id FROM identity_accounts WHERE lower(email) = lower($1)', [
    who.email,
  ]);
  const [user] = await tx.query<{ id: string }>(
    `INSERT INTO users (identity, email, name) VALUES ($1, $2, $3)
     ON CONFLICT (identity) DO UPDATE SET identity = EXCLUDED.identity RETURNING id`,
    [`${PROVIDER_NAME}:${account!.id}`, who.email, who.name],
  );
  return user!.id;
}

/** The maker's game: live, uploaded by them (one published upload), on the shipped snake build. */
async function ensureGame(tx: Transaction, makerId: string, version: string): Promise<void> {
  const base = `/${DEMO_GAME.slug}/${version}`;
  const [game] = await tx.query<{ id: number }>(
    `INSERT INTO games (slug, status, play_path, thumbnail, author, source, owner_id, published_at)
     VALUES ($1, 'published', $2, $3, $4, 'upload', $5, now())
     ON CONFLICT (slug) DO NOTHING RETURNING id`,
    [DEMO_GAME.slug, `${base}/index.html`, `${base}/thumbnail.webp`, DEMO_MAKER.name, makerId],
  );
  if (!game) return;
  await tx.query(
    `INSERT INTO game_i18n (game_id, language, title, description) VALUES ($1, 'en', $2, 'The studio demo game.')`,
    [game.id, DEMO_GAME.title],
  );
  await tx.query(
    `INSERT INTO game_categories (game_id, category_id, position)
     SELECT $1, category_id, position FROM game_categories WHERE game_id = (SELECT id FROM games WHERE slug = $2)`,
    [game.id, DEMO_GAME.build],
  );
  await tx.query(
    `INSERT INTO uploads (user_id, file_name, file_size, content_type, status, expires_at, game_id, version, meta,
                          submitted_at, reviewed_at)
     VALUES ($1, 'studio-demo.zip', 1, 'application/zip', 'published', now(), $2, $3, $4::jsonb, now(), now())`,
    [makerId, game.id, version, JSON.stringify({ title: DEMO_GAME.title })],
  );
}

/** Creates the demo maker (with their game) and operator once; later starts find them and change nothing. */
export async function ensureDemoAccounts(
  db: Db,
  config: Pick<ApiConfig, 'seedDir'>,
  objects: ObjectStore,
): Promise<void> {
  const folder = path.join(config.seedDir, 'games', DEMO_GAME.build);
  const version = await hashFolder(folder);
  const prefix = versionPrefixOf(DEMO_GAME.slug, version);
  if (!(await hasBuild(objects, prefix))) await putFolder(objects, folder, prefix);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    // Replicas starting together take turns; the later ones find everything there.
    await tx.query('SELECT pg_advisory_xact_lock(727291)');
    const makerId = await ensureAccount(tx, DEMO_MAKER, passwordHash);
    const operatorId = await ensureAccount(tx, DEMO_OPERATOR, passwordHash);
    await tx.query('UPDATE users SET operator = true WHERE id = $1 AND NOT operator', [operatorId]);
    await ensureGame(tx, makerId, version);
  });
}
