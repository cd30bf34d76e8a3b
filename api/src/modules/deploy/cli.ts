// `npm run deploy-token -w api -- create --role team --remote blog --label "blog team"` | `list` | `revoke <id>`
// Works on the configured database (DATABASE_URL, or PGlite under DATA_DIR: stop the server first, PGlite is
// single-process). The secret is printed once, on creation; only its hash is kept.
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { DEPLOY_ROLES, type DeployRole } from '@portal/shared/contract/deploy';
import { loadOrExit } from '@portal/server-kit';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/open.js';
import { createDeployToken, DeployTokenError, listDeployTokens, revokeDeployToken } from './tokens.js';

const usage = [
  'usage: npm run deploy-token -w api -- create --role team|operator|edge [--remote <name>] --label <text>',
  '       npm run deploy-token -w api -- list',
  '       npm run deploy-token -w api -- revoke <id>',
].join('\n');

const who = () => {
  try {
    return process.env.RELEASE_BY || userInfo().username;
  } catch {
    return 'unknown';
  }
};

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { role: { type: 'string' }, remote: { type: 'string' }, label: { type: 'string' } },
  });
  const [command, id] = positionals;
  const role = values.role as DeployRole | undefined;
  const valid =
    (command === 'list' && !id) ||
    (command === 'revoke' && id) ||
    (command === 'create' && role && DEPLOY_ROLES.includes(role) && values.label?.trim());
  if (!valid) {
    console.error(usage);
    return 2;
  }
  const db = await openDatabase(loadOrExit(() => loadConfig()));
  try {
    if (command === 'list') {
      for (const token of await listDeployTokens(db))
        console.log(
          [
            token.id,
            token.role,
            token.remote ?? '-',
            token.label,
            token.createdAt,
            token.createdBy,
            token.revokedAt ? `revoked ${token.revokedAt}` : 'active',
          ].join('\t'),
        );
      return 0;
    }
    if (command === 'revoke') {
      if (await revokeDeployToken(db, id!)) {
        console.log(`Revoked ${id}`);
        return 0;
      }
      console.error(`No active token with id ${id} (npm run deploy-token -w api -- list).`);
      return 1;
    }
    const { token, row } = await createDeployToken(db, {
      role: role!,
      remote: values.remote ?? null,
      label: values.label!.trim(),
      createdBy: who(),
    });
    console.error(
      `Created ${row.id} (${row.role}${row.remote ? ` of ${row.remote}` : ''}, "${row.label}"). Keep the token now: it is not shown again.`,
    );
    console.log(token);
    return 0;
  } catch (error) {
    if (!(error instanceof DeployTokenError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
