/** Identity provider contract: accounts with email and password, and the provider tokens /auth/login takes. */
import { Type } from 'typebox';
import { EMAIL_MAX_LENGTH } from '../types/account';
import { Nullable } from './common';

// Lengths beyond the rules are refused by the schema before any hashing work is spent on them.
const Email = Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH });
const Password = Type.String({ minLength: 1, maxLength: 256 });

export const SignUpBody = Type.Object({
  email: Email,
  password: Password,
  name: Type.Optional(
    Type.String({ maxLength: 64, description: 'Offered as the portal display name on first login.' }),
  ),
});
export const SignInBody = Type.Object({ email: Email, password: Password });
export const ForgotPasswordBody = Type.Object({
  email: Email,
  language: Type.Optional(Type.String({ maxLength: 16 })),
});
export const ResetPasswordBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 128 }),
  password: Password,
});
export const ChangePasswordBody = Type.Object({ current_password: Password, new_password: Password });

const Account = Type.Object({ id: Type.String(), email: Type.String() });

/** A short-lived token for /auth/login, or nulls when there is no identity session. */
export const ProviderTokenResult = Type.Object({
  token: Nullable(Type.String()),
  expires_at: Nullable(Type.Integer({ description: 'Unix time in milliseconds.' })),
  account: Type.Union([Account, Type.Null()]),
});
