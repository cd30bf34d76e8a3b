import { createHash } from 'node:crypto';
import { assertKey, InvalidKeyError, type ObjectStore } from '@portal/object-store';
import { DEPLOY_ERROR_CODES } from '@portal/shared/contract/deploy';
import type { Db, Queryable, Transaction } from '../../db/db.js';
import { AppError } from '../../http/envelope.js';
import { applyChange } from './apply-change.js';

/** What the shell needs to load a remote: its federation manifest and the entry the manifest names. */
export const ENTRY_FILES = ['mf-manifest.json', 'remoteEntry.js'];
const ENTRY = 'remoteEntry.js';
const MANIFEST = 'mf-manifest.json';
/** A build's record of its files' SRI hashes (packages/release/src/integrity.mjs), checked when it is sent. */
const INTEGRITY_FILE = 'integrity.json';

export interface SealedFile {
  sha256: string;
  size: number;
  integrity: string;
}

/** Where a remote's versions live in the object store, and each version's files. */
export const remotePrefix = (remote: string) => `remotes/${remote}/`;
export const versionPrefix = (remote: string, version: string) => `${remotePrefix(remote)}${version}/`;

/** The object key of one file, or 400 for a path that is not a plain relative path. */
export function fileKey(remote: string, version: string, file: string): string {
  try {
    return assertKey(`${versionPrefix(remote, version)}${file}`);
  } catch (error) {
    if (error instanceof InvalidKeyError)
      throw new AppError(400, `Not a plain relative file path: ${JSON.stringify(file)}`);
    throw error;
  }
}

/**
 * Uploads and seals of one version exclude each other: an upload holds this lock shared while it checks the version
 * is not sealed and writes, a seal holds it alone while it makes the version immutable.
 */
export const lockVersion = (tx: Queryable, remote: string, version: string, shared: boolean) =>
  tx.query(`SELECT ${shared ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock'}(hashtext($1))`, [
    `deploy:${remote}/${version}`,
  ]);

/** A sealed version's files (null when it is not sealed). */
export async function sealedFiles(
  db: Queryable,
  remote: string,
  version: string,
): Promise<Record<string, SealedFile> | null> {
  const [row] = await db.query<{ files: Record<string, SealedFile> }>(
    'SELECT files FROM deploy_versions WHERE remote = $1 AND version = $2',
    [remote, version],
  );
  return row?.files ?? null;
}

const incomplete = (message: string, data: object) => new AppError(422, message, DEPLOY_ERROR_CODES.incomplete, data);

/** Reads one stored object, hashing it: sha256 (what the seal names), sha384 as SRI (what browsers check). */
async function hashObject(objects: ObjectStore, key: string) {
  const object = await objects.get(key);
  if (!object) return null;
  const sha256 = createHash('sha256');
  const sha384 = createHash('sha384');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of object.body) {
    const bytes = Buffer.from(chunk as Buffer);
    sha256.update(bytes);
    sha384.update(bytes);
    size += bytes.length;
    if (key.endsWith(`/${INTEGRITY_FILE}`)) chunks.push(bytes);
  }
  return {
    etag: object.etag,
    file: { sha256: sha256.digest('hex'), size, integrity: `sha384-${sha384.digest('base64')}` },
    text: chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined,
  };
}

/** The entry's record in a build's integrity.json: { file: sri } or the release library's { version: { file: sri } }. */
function recordedIntegrity(text: string | undefined, version: string, file: string): string | undefined {
  if (!text) return undefined;
  try {
    const record = JSON.parse(text) as Record<string, unknown>;
    const files = (typeof record[version] === 'object' ? record[version] : record) as Record<string, unknown>;
    const value = files?.[file];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

const sameFiles = (stored: Record<string, SealedFile>, files: Record<string, string>) =>
  Object.keys(stored).length === Object.keys(files).length &&
  Object.entries(files).every(([file, sha256]) => stored[file]?.sha256 === sha256);

export interface SealResult {
  remote: string;
  version: string;
  publishedAt: string;
  integrity: string | null;
  manifestIntegrity: string | null;
  created: boolean;
}

interface VersionRow {
  sealed_at: Date;
  integrity: string | null;
  manifest_integrity: string | null;
  files: Record<string, SealedFile>;
}
const answer = (remote: string, version: string, row: VersionRow, created: boolean): SealResult => ({
  remote,
  version,
  publishedAt: row.sealed_at.toISOString(),
  integrity: row.integrity,
  manifestIntegrity: row.manifest_integrity,
  created,
});

async function sealedRow(tx: Queryable, remote: string, version: string) {
  const [row] = await tx.query<VersionRow>(
    'SELECT sealed_at, integrity, manifest_integrity, files FROM deploy_versions WHERE remote = $1 AND version = $2',
    [remote, version],
  );
  return row;
}

/**
 * Makes a version immutable: every named file must be stored with the named sha256, the manifest and the remote
 * entry among them (and an integrity.json sent with the build must agree with the bytes). The files are hashed
 * before the transaction; inside it, under the version's lock, each is checked unchanged since (its etag), so a
 * seal holds the database only briefly. Objects under the version not named are deleted: the version is exactly
 * what was sealed. Sealing the same content again answers the version as it was; other content is refused.
 */
export async function sealVersion(
  db: Db,
  objects: ObjectStore,
  { remote, version, files, actor }: { remote: string; version: string; files: Record<string, string>; actor: string },
): Promise<{ result: SealResult; revision: number; changed: boolean }> {
  const keys = Object.fromEntries(Object.keys(files).map((file) => [file, fileKey(remote, version, file)]));
  const already = await sealedFiles(db, remote, version);
  if (already) {
    if (!sameFiles(already, files))
      throw new AppError(
        409,
        `${remote} ${version} is sealed with other content; a version never changes`,
        DEPLOY_ERROR_CODES.sealed,
      );
    return {
      result: answer(remote, version, (await sealedRow(db, remote, version))!, false),
      revision: 0,
      changed: false,
    };
  }
  const missingEntries = ENTRY_FILES.filter((file) => !(file in files));
  if (missingEntries.length)
    throw incomplete(`${remote} ${version} is not a complete build: it has no ${missingEntries.join(' or ')}`, {
      missing: missingEntries,
    });
  const hashed = new Map<string, NonNullable<Awaited<ReturnType<typeof hashObject>>>>();
  const missing: string[] = [];
  const changed: string[] = [];
  for (const [file, sha256] of Object.entries(files)) {
    const stored = await hashObject(objects, keys[file]!);
    if (!stored) missing.push(file);
    else if (stored.file.sha256 !== sha256) changed.push(file);
    else hashed.set(file, stored);
  }
  if (missing.length || changed.length)
    throw incomplete(
      `${remote} ${version} cannot be sealed: ${[
        missing.length ? `not uploaded: ${missing.slice(0, 10).join(', ')}` : '',
        changed.length ? `other content than named: ${changed.slice(0, 10).join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; ')}`,
      { missing, changed },
    );
  const integrity = hashed.get(ENTRY)!.file.integrity;
  const manifestIntegrity = hashed.get(MANIFEST)!.file.integrity;
  const recorded = hashed.get(INTEGRITY_FILE)?.text;
  for (const [file, computed] of [
    [ENTRY, integrity],
    [MANIFEST, manifestIntegrity],
  ] as const) {
    const claimed = recordedIntegrity(recorded, version, file);
    if (claimed && claimed !== computed)
      throw incomplete(
        `${INTEGRITY_FILE} of ${remote} ${version} records another hash of ${file} than its bytes have`,
        {
          changed: [file],
        },
      );
  }
  const sealed = await applyChange(db, remote, async (tx: Transaction) => {
    await lockVersion(tx, remote, version, false);
    const row = await sealedRow(tx, remote, version);
    if (row) {
      if (!sameFiles(row.files, files))
        throw new AppError(
          409,
          `${remote} ${version} was sealed meanwhile with other content`,
          DEPLOY_ERROR_CODES.sealed,
        );
      return { history: [], result: answer(remote, version, row, false) };
    }
    for (const [file, { etag }] of hashed) {
      if ((await objects.head(keys[file]!))?.etag !== etag)
        throw new AppError(
          409,
          `${file} of ${remote} ${version} changed while it was being sealed; seal it again`,
          DEPLOY_ERROR_CODES.conflict,
        );
    }
    const record = Object.fromEntries([...hashed].map(([file, { file: sealedFile }]) => [file, sealedFile]));
    const [inserted] = await tx.query<VersionRow>(
      `INSERT INTO deploy_versions (remote, version, integrity, manifest_integrity, files) VALUES ($1, $2, $3, $4, $5)
       RETURNING sealed_at, integrity, manifest_integrity, files`,
      [remote, version, integrity, manifestIntegrity, JSON.stringify(record)],
    );
    return {
      history: [{ action: 'seal', version, previous: null, actor, reason: `${hashed.size} files` }],
      result: answer(remote, version, inserted!, true),
    };
  });
  if (sealed.changed) {
    const named = new Set(Object.values(keys));
    for await (const object of objects.list(versionPrefix(remote, version)))
      if (!named.has(object.key)) await objects.delete(object.key);
  }
  return sealed;
}
