// `npm run moderator -w api -- grant <email|user-id>` | `revoke <email|user-id>` | `list`
// Works on the configured database (DATABASE_URL, or PGlite under DATA_DIR: stop the server first, PGlite is
// single-process). MODERATOR_IDS / MODERATOR_EMAILS grant the role by configuration instead.
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/open.js';
import { loadOrExit } from '@portal/server-kit';
import { listModerators, setRole } from './roles.js';

const [command, who] = process.argv.slice(2);
const usage = 'usage: npm run moderator -w api -- grant <email|user-id> | revoke <email|user-id> | list';

async function main(): Promise<number> {
  if (command !== 'list' && !((command === 'grant' || command === 'revoke') && who)) {
    console.error(usage);
    return 2;
  }
  const db = await openDatabase(loadOrExit(() => loadConfig()));
  try {
    if (command === 'list') {
      for (const user of await listModerators(db)) console.log(`${user.id}\t${user.email ?? ''}\t${user.name}`);
      return 0;
    }
    const user = await setRole(db, who!, command === 'grant' ? 'moderator' : 'user');
    if (!user) {
      console.error(`No user with id or email ${who} (users exist once they have logged in).`);
      return 1;
    }
    console.log(
      `${command === 'grant' ? 'Granted' : 'Revoked'} moderator: ${user.id} ${user.email ?? ''} (${user.name})`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
