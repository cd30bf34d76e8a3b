import { Type } from 'typebox';
import { Nullable } from '../../http/params.js';
import { EMAIL_MAX_LENGTH } from './email.js';

// Lengths beyond the rules are refused by the schema before any hashing work is spent on them.
const Email = Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH });
const Password = Type.String({ minLength: 1, maxLength: 256 });

export const SignUpBody = Type.Object({
  email: Email,
  password: Password,
  name: Type.Optional(Type.String({ maxLength: 64 })),
});
export const SignInBody = Type.Object({ email: Email, password: Password });
export const ForgotBody = Type.Object({ email: Email, language: Type.Optional(Type.String({ maxLength: 16 })) });
export const ResetBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 128 }), password: Password });
export const ChangeBody = Type.Object({ current_password: Password, new_password: Password });

const Account = Type.Object({ id: Type.String(), email: Type.String() });

/** A provider token for /auth/login, or nulls when there is no identity session. */
export const TokenData = Type.Object({
  token: Nullable(Type.String()),
  expires_at: Nullable(Type.Integer()),
  account: Type.Union([Account, Type.Null()]),
});

export const Done = Type.Object({ done: Type.Boolean() });
