// The shape both role commands share (`npm run moderator|operator -w api -- grant|revoke <email|user-id> | list`):
// they work on the configured database (DATABASE_URL, or PGlite under DATA_DIR: stop the server first, PGlite is
// single-process).
import { loadConfig } from '../../config.js';
import type { Queryable } from '../../db/db.js';
import { openDatabase } from '../../db/open.js';
import { loadOrExit } from '@portal/server-kit';

interface Holder {
  id: string;
  email: string | null;
  name: string;
}

export interface RoleCommands {
  /** The role's name and npm script, e.g. "moderator". */
  role: string;
  set(db: Queryable, who: string, granted: boolean): Promise<Holder | null>;
  list(db: Queryable): Promise<Holder[]>;
}

/** Runs one role command from `args`; answers the exit code. */
export async function runRoleCommand({ role, set, list }: RoleCommands, args: string[]): Promise<number> {
  const [command, who] = args;
  if (command !== 'list' && !((command === 'grant' || command === 'revoke') && who)) {
    console.error(`usage: npm run ${role} -w api -- grant <email|user-id> | revoke <email|user-id> | list`);
    return 2;
  }
  const db = await openDatabase(loadOrExit(() => loadConfig()));
  try {
    if (command === 'list') {
      for (const user of await list(db)) console.log(`${user.id}\t${user.email ?? ''}\t${user.name}`);
      return 0;
    }
    const user = await set(db, who!, command === 'grant');
    if (!user) {
      console.error(`No user with id or email ${who} (users exist once they have logged in).`);
      return 1;
    }
    console.log(
      `${command === 'grant' ? 'Granted' : 'Revoked'} ${role}: ${user.id} ${user.email ?? ''} (${user.name})`,
    );
    return 0;
  } finally {
    await db.close();
  }
}
