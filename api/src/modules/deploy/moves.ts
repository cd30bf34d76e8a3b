// The moves of a remote's pointer, ported from the file-based release library (packages/release: release.mjs,
// canary.mjs, rollback.mjs, history.mjs) so the deploy API keeps its rules: a release while a canary runs is
// refused, a rollback without a version first drops a running canary, else goes back one release by the history,
// the edge's automatic decisions move only from what they judged.
import { DEPLOY_ERROR_CODES } from '@portal/shared/contract/deploy';
import type { Db, Transaction } from '../../db/db.js';
import { AppError } from '../../http/envelope.js';
import { CURRENT_MOVES, POINTER_ACTIONS } from './actions.js';
import { applyChange, type HistoryInsert, type Outcome, type Pointer } from './apply-change.js';

export interface MoveResult {
  action: string | null;
  version: string | null;
  previous: string | null;
  moved: boolean;
  droppedCanary?: string;
}

const conflict = (message: string, code: number = DEPLOY_ERROR_CODES.conflict) => new AppError(409, message, code);

async function requireSealed(tx: Transaction, remote: string, version: string): Promise<void> {
  const [row] = await tx.query('SELECT 1 FROM deploy_versions WHERE remote = $1 AND version = $2', [remote, version]);
  if (!row)
    throw new AppError(
      404,
      `${remote} has no sealed version "${version}": upload its files and seal it first`,
      DEPLOY_ERROR_CODES.unknownVersion,
    );
}

const unchanged = (result: MoveResult): Outcome<MoveResult> => ({ history: [], result });
const moved = (pointer: Pointer, entry: HistoryInsert, extra: Partial<MoveResult> = {}): Outcome<MoveResult> => ({
  pointer,
  history: [entry],
  result: { action: entry.action, version: entry.version, previous: entry.previous, moved: true, ...extra },
});

interface Who {
  actor: string;
  reason?: string;
}

/** `version` (sealed) becomes current, or with `percent` below 100 the canary beside the current one. */
export function release(
  db: Db,
  remote: string,
  { version, percent, actor, reason }: Who & { version: string; percent?: number },
) {
  return applyChange(db, remote, async (tx, pointer) => {
    await requireSealed(tx, remote, version);
    if (percent !== undefined && percent < 100) {
      if (!pointer.current) throw conflict(`${remote} has no current version yet: release one without a percent first`);
      if (pointer.current === version)
        return unchanged({ action: null, version, previous: pointer.current, moved: false });
      return moved(
        { current: pointer.current, canary: { version, percent } },
        { action: 'canary', version, previous: pointer.current, percent, actor, reason },
      );
    }
    if (pointer.canary)
      throw conflict(`${remote} runs a canary (${pointer.canary.version}): promote it or roll it back first`);
    const previous = pointer.current;
    if (previous === version) return unchanged({ action: null, version, previous, moved: false });
    return moved({ current: version, canary: null }, { action: 'release', version, previous, actor, reason });
  });
}

/** The canary becomes the current version for everyone. */
export function promote(db: Db, remote: string, { actor, reason }: Who) {
  return applyChange(db, remote, async (_tx, pointer) => {
    if (!pointer.canary) throw conflict(`${remote} has no canary running`);
    const { version, percent } = pointer.canary;
    return moved(
      { current: version, canary: null },
      { action: 'promote', version, previous: pointer.current, percent, actor, reason },
    );
  });
}

function dropOutcome(pointer: Pointer & { canary: NonNullable<Pointer['canary']> }, entry: Who & { health?: object }) {
  return moved(
    { current: pointer.current, canary: null },
    {
      action: 'drop-canary',
      version: pointer.canary.version,
      previous: pointer.current,
      percent: pointer.canary.percent,
      ...entry,
    },
    { droppedCanary: pointer.canary.version },
  );
}

/**
 * Ends the running canary: everyone gets the current version again. `onlyVersion`: only if that is still the canary
 * (the edge's automatic rollback must not drop a newer canary started meanwhile). Nothing moves without a canary.
 */
export function endCanary(
  db: Db,
  remote: string,
  { actor, reason, health, onlyVersion }: Who & { health?: object; onlyVersion?: string },
) {
  return applyChange(db, remote, async (_tx, pointer) => {
    const { canary } = pointer;
    if (!canary || (onlyVersion && canary.version !== onlyVersion))
      return unchanged({ action: null, version: pointer.current, previous: pointer.current, moved: false });
    return dropOutcome({ ...pointer, canary }, { actor, reason, health });
  });
}

/**
 * What "roll back" means without a version: the version that was current when the current one was last released
 * (or promoted). Asked again after that rollback, it goes one release further back (not forward).
 */
async function versionBefore(tx: Transaction, remote: string, current: string | null): Promise<string | null> {
  if (!current) return null;
  const [row] = await tx.query<{ previous: string | null }>(
    `SELECT previous FROM deploy_history WHERE remote = $1 AND version = $2 AND action = ANY($3)
      ORDER BY id DESC LIMIT 1`,
    [remote, current, CURRENT_MOVES],
  );
  return row?.previous ?? null;
}

/**
 * Without a version while a canary runs: drops the canary. Otherwise points the remote at `version`, or, without one,
 * at the version current before the current one was released (any canary ends too, and the entry says which).
 * `onlyFrom` moves only while that version is still current with no canary beside it (the edge's automatic rollback
 * must not undo a newer release made meanwhile, nor end a canary): nothing moves otherwise.
 */
export function rollback(
  db: Db,
  remote: string,
  { version, actor, reason, health, onlyFrom }: Who & { version?: string; health?: object; onlyFrom?: string },
) {
  return applyChange(db, remote, async (tx, pointer) => {
    const { current, canary } = pointer;
    const none = unchanged({ action: null, version: current, previous: current, moved: false });
    if (onlyFrom && (current !== onlyFrom || canary)) return none;
    if (!version && canary) {
      const dropped = dropOutcome({ ...pointer, canary }, { actor, reason: reason ?? 'rolled back by hand', health });
      return { ...dropped, result: { ...dropped.result, version: current, previous: current } };
    }
    const target = version ?? (await versionBefore(tx, remote, current));
    if (!target)
      throw conflict(
        `${remote}: the history has no release before ${current ?? 'the current version'}; name a version to roll back to`,
        DEPLOY_ERROR_CODES.noPrevious,
      );
    await requireSealed(tx, remote, target);
    if (target === current && !canary)
      return unchanged({ action: null, version: target, previous: current, moved: false });
    return moved(
      { current: target, canary: null },
      { action: 'rollback', version: target, previous: current, actor, reason, health, droppedCanary: canary?.version },
      canary ? { droppedCanary: canary.version } : {},
    );
  });
}

/** The release the edge still watches: the last pointer move, a release or promotion of the current version. */
export async function watchedRelease(
  db: Pick<Db, 'query'>,
  remote: string,
): Promise<{ action: string; version: string; previous: string; at: string } | null> {
  const [last] = await db.query<{ action: string; version: string; previous: string | null; at: Date }>(
    `SELECT action, version, previous, at FROM deploy_history WHERE remote = $1 AND action = ANY($2)
      ORDER BY id DESC LIMIT 1`,
    [remote, POINTER_ACTIONS],
  );
  return last && CURRENT_MOVES.includes(last.action) && last.previous
    ? { action: last.action, version: last.version, previous: last.previous, at: last.at.toISOString() }
    : null;
}

/**
 * Closes a release's watch: it was kept. Only while that release of `version` is still the last move (another edge
 * replica may have closed it or rolled it back first); nothing moves otherwise.
 */
export function endWatch(
  db: Db,
  remote: string,
  { version, actor, reason, health }: Who & { version: string; health?: object },
) {
  return applyChange(db, remote, async (tx, pointer) => {
    const watched = await watchedRelease(tx, remote);
    if (!watched || watched.version !== version || pointer.current !== version || pointer.canary)
      return unchanged({ action: null, version: pointer.current, previous: pointer.current, moved: false });
    return {
      history: [{ action: 'watch-ended', version, previous: watched.previous, actor, reason, health }],
      result: { action: 'watch-ended', version, previous: watched.previous, moved: false },
    };
  });
}

/** Keeps `version` from pruning for `minutes` (a browser pinned to it may still ask for its files). */
export function pin(
  db: Db,
  remote: string,
  { version, minutes, actor, reason }: Who & { version: string; minutes: number },
) {
  return applyChange(db, remote, async (tx) => {
    await requireSealed(tx, remote, version);
    const [row] = await tx.query<{ until: Date }>(
      `INSERT INTO deploy_pins (remote, version, until, actor) VALUES ($1, $2, now() + make_interval(mins => $3), $4)
       RETURNING until`,
      [remote, version, minutes, actor],
    );
    const until = row!.until.toISOString();
    return {
      history: [{ action: 'pin', version, previous: null, actor, reason: reason ?? `until ${until}` }],
      result: { version, until },
    };
  });
}
