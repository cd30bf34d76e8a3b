import { Type } from 'typebox';

const Field = Type.String({ maxLength: 128 });

export const MAX_GUEST_GAMES = 30;

/** POST /auth/login (product §7). device_id is checked by the handler so its failure reads "device_id error". */
export const LoginBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 4096 }),
  type: Type.Optional(Type.Literal(1)),
  guest_games: Type.Optional(Type.Array(Type.String({ maxLength: 80 }), { maxItems: MAX_GUEST_GAMES })),
  device_os: Type.Optional(Field),
  device_id: Type.Optional(Type.String({ maxLength: 256 })),
  plat: Type.Optional(Field),
  login_type: Type.Optional(Type.Union([Type.Literal('aware'), Type.Literal('unaware')])),
  register_type: Type.Optional(Field),
  device_name: Type.Optional(Field),
  is_pwa: Type.Optional(Type.Boolean()),
  country: Type.Optional(Field),
  user_source: Type.Optional(Field),
  language: Type.Optional(Field),
  device_language: Type.Optional(Field),
  ad_id: Type.Optional(Field),
});

export const RefreshBody = Type.Object({ access_token: Type.String({ minLength: 1, maxLength: 4096 }) });

export const GameStats = Type.Object({
  play_count: Type.Integer(),
  favorite_count: Type.Integer(),
  liked_count: Type.Integer(),
});

export const LoginUser = Type.Object({
  identity: Type.String(),
  user_id: Type.String(),
  name: Type.String(),
  game_stats: GameStats,
});

/** expires_at is Unix time in milliseconds, as the front end stores it. */
export const LoginData = Type.Object({ access_token: Type.String(), expires_at: Type.Integer(), user: LoginUser });
export const RefreshData = Type.Object({ access_token: Type.String(), expires_at: Type.Integer() });
