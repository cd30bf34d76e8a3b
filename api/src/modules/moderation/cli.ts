// `npm run moderator -w api -- grant <email|user-id>` | `revoke <email|user-id>` | `list`
// MODERATOR_IDS / MODERATOR_EMAILS grant the role by configuration instead.
import { runRoleCommand } from '../users/role-cli.js';
import { listModerators, setRole } from './roles.js';

process.exitCode = await runRoleCommand(
  {
    role: 'moderator',
    set: (db, who, granted) => setRole(db, who, granted ? 'moderator' : 'user'),
    list: listModerators,
  },
  process.argv.slice(2),
);
