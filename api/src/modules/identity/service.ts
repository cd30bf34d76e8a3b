import type { Db, Queryable } from '../../db/db.js';
import {
  emailTaken,
  type FieldProblem,
  invalidEmail,
  invalidResetLink,
  signUpRefused,
  weakPassword,
  wrongCredentials,
  wrongPassword,
} from './errors.js';
import { isValidEmail, normaliseEmail } from './email.js';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.js';
import type { ProviderAccount } from './provider-token.js';
import { deleteOtherSessions, hashSecret, newSecret } from './sessions.js';

const ACCOUNT_COLUMNS = 'id, email, display_name';

function checkNewPassword(password: string, email: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw weakPassword(problem);
}

/**
 * Every problem of a sign-up at once (the form marks each field): an invalid address, a weak password, and an
 * address that already has an account (asked only when the rest would have been refused anyway, as the insert below
 * answers it otherwise).
 */
async function checkSignUp(db: Queryable, email: string, password: string): Promise<void> {
  const problems: FieldProblem[] = [];
  const validEmail = isValidEmail(email);
  if (!validEmail) problems.push({ field: 'email', error: invalidEmail() });
  const weak = passwordProblem(password, email);
  if (weak) problems.push({ field: 'password', error: weakPassword(weak) });
  const [first, ...rest] = problems;
  if (!first) return;
  if (validEmail && (await accountByEmail(db, email)))
    throw signUpRefused([{ field: 'email', error: emailTaken() }, first]);
  throw signUpRefused([first, ...rest]);
}

export async function signUp(
  db: Queryable,
  input: { email: string; password: string; name?: string },
): Promise<ProviderAccount> {
  const email = normaliseEmail(input.email);
  await checkSignUp(db, email, input.password);
  const passwordHash = await hashPassword(input.password);
  // The unique index on lower(email) decides races between two sign-ups with one address.
  const [account] = await db.query<ProviderAccount>(
    `INSERT INTO identity_accounts (email, password_hash, display_name) VALUES ($1, $2, $3)
     ON CONFLICT (lower(email)) DO NOTHING RETURNING ${ACCOUNT_COLUMNS}`,
    [email, passwordHash, input.name?.trim() ?? ''],
  );
  if (!account) throw emailTaken();
  return account;
}

async function accountByEmail(db: Queryable, email: string) {
  const [row] = await db.query<ProviderAccount & { password_hash: string }>(
    `SELECT ${ACCOUNT_COLUMNS}, password_hash FROM identity_accounts WHERE lower(email) = lower($1)`,
    [normaliseEmail(email)],
  );
  return row ?? null;
}

export async function accountById(db: Queryable, id: string): Promise<ProviderAccount | null> {
  const [row] = await db.query<ProviderAccount>(`SELECT ${ACCOUNT_COLUMNS} FROM identity_accounts WHERE id = $1`, [id]);
  return row ?? null;
}

/** A hash of no one's password: an unknown email is checked against it, so it costs what a wrong password costs. */
let dummyHash: Promise<string> | undefined;

/**
 * The account of `email` when `password` is its password. An unknown email and a wrong password get the same
 * answer after the same work (a password check against a dummy hash), so neither the code nor the time tells which
 * addresses have accounts.
 */
export async function signIn(db: Queryable, email: string, password: string): Promise<ProviderAccount> {
  const account = await accountByEmail(db, email);
  const hash = account?.password_hash ?? (await (dummyHash ??= hashPassword('no account has this password 1')));
  const matches = await verifyPassword(hash, password);
  if (!account || !matches) throw wrongCredentials();
  return { id: account.id, email: account.email, display_name: account.display_name };
}

/** Changes the password of a signed-in account and signs out its other sessions. */
export async function changePassword(
  db: Queryable,
  accountId: string,
  currentSessionSecret: string,
  input: { current_password: string; new_password: string },
): Promise<void> {
  const [row] = await db.query<{ email: string; password_hash: string }>(
    'SELECT email, password_hash FROM identity_accounts WHERE id = $1',
    [accountId],
  );
  if (!row || !(await verifyPassword(row.password_hash, input.current_password))) throw wrongPassword();
  checkNewPassword(input.new_password, row.email);
  await db.query('UPDATE identity_accounts SET password_hash = $2, password_changed_at = now() WHERE id = $1', [
    accountId,
    await hashPassword(input.new_password),
  ]);
  await deleteOtherSessions(db, accountId, currentSessionSecret);
}

/**
 * Creates a single-use reset secret for the account of `email`; null when there is no such account (the caller
 * answers the same either way, so the form does not reveal which addresses have accounts).
 */
export async function createPasswordReset(db: Queryable, email: string, minutes: number) {
  const account = await accountByEmail(db, email);
  if (!account) return null;
  const { secret, hash } = newSecret();
  await db.query(
    `INSERT INTO identity_password_resets (token_hash, account_id, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [hash, account.id, minutes],
  );
  await db.query("DELETE FROM identity_password_resets WHERE expires_at < now() - interval '1 day'");
  return { secret, email: account.email };
}

/**
 * Sets a new password with a reset secret: the secret is consumed in the same statement that checks it, so two
 * concurrent uses cannot both succeed. Every session of the account is signed out. Returns the account id.
 */
export async function resetPassword(db: Db, secret: string, password: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [reset] = await tx.query<{ account_id: string; email: string }>(
      `UPDATE identity_password_resets r SET used_at = now()
         FROM identity_accounts a
        WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > now() AND a.id = r.account_id
        RETURNING r.account_id, a.email`,
      [hashSecret(secret)],
    );
    if (!reset) throw invalidResetLink();
    checkNewPassword(password, reset.email);
    await tx.query('UPDATE identity_accounts SET password_hash = $2, password_changed_at = now() WHERE id = $1', [
      reset.account_id,
      await hashPassword(password),
    ]);
    // Other reset links of the account die with this one.
    await tx.query('UPDATE identity_password_resets SET used_at = now() WHERE account_id = $1 AND used_at IS NULL', [
      reset.account_id,
    ]);
    await deleteOtherSessions(tx, reset.account_id);
    return reset.account_id;
  });
}
