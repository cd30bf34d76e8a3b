// `npm run operator -w api -- grant <email|user-id>` | `revoke <email|user-id>` | `list`
// OPERATOR_IDS / OPERATOR_EMAILS grant the role by configuration instead.
import { runRoleCommand } from '../users/role-cli.js';
import { listOperators, setOperator } from './operators.js';

process.exitCode = await runRoleCommand(
  { role: 'operator', set: setOperator, list: listOperators },
  process.argv.slice(2),
);
