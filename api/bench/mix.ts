// The signed-in traffic of bench:api and bench:soak: users signed up through the real identity flow, then a
// weighted mix of what they do on the portal, fed to autocannon one request at a time (setupRequest picks the next
// operation). Each operation's statuses and latencies are kept too, so a slow or failing one can be named.
import { createHistogram, performance, type RecordableHistogram } from 'node:perf_hooks';
import type { Request } from 'autocannon';

const API = '/app/api/v1';
const PASSWORD = 'bench-password-7';
const LANGUAGES = ['en', 'fr', 'de', 'es', 'ja', 'zh-CN', 'ar', 'ru', 'pt', 'ko'];
const SEARCHES = ['snake', 'brick', 'puzle', 'tower stack', 'mine', 'memory', 'sudoku', 'space', 'maze', 'blocks'];

/**
 * Limits raised for the bench and soak servers: every virtual user comes from one loopback address and acts far
 * faster than a person, so the production limits would turn most writes into 429s and measure only that path.
 * The limiters still run on every request.
 */
export const BENCH_LIMITS = {
  SIGN_UP_IP_LIMIT: '100000',
  SIGN_IN_IP_LIMIT: '100000',
  USER_WRITE_RATE_LIMIT: '1000000',
  COMMENT_RATE_LIMIT: '1000000',
  COMMENT_LIKE_RATE_LIMIT: '1000000',
  COUNTER_RATE_LIMIT: '1000000',
  // The bench's devices all come from one loopback address.
  COUNTER_ACTORS_PER_ADDRESS_HOUR: '1000000',
};

export interface BenchUser {
  authorization: string;
}

export interface Fixtures {
  games: string[];
  categories: string[];
  posts: string[];
  users: BenchUser[];
  /** Comments posted so far (by the setup and by the mix), for replies and comment likes. */
  comments: Array<{ id: number; slug: string }>;
}

async function call<T>(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(`${base}${API}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { data: T; message: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${envelope.message}`);
  return envelope.data;
}

/** One account through the identity provider and /auth/login, as the front end does it. */
async function signUp(base: string, n: number): Promise<BenchUser> {
  const email = `bench-${n}-${Date.now().toString(36)}@example.test`;
  const { token } = await call<{ token: string }>(base, 'POST', '/identity/sign-up', {
    email,
    password: PASSWORD,
    name: `Bench ${n}`,
  });
  const login = await call<{ access_token: string }>(base, 'POST', '/auth/login', {
    token,
    type: 1,
    device_id: `bench-device-${n}`,
    login_type: 'aware',
  });
  return { authorization: `Bearer ${login.access_token}` };
}

/** Signs up `count` users (a few at a time: password hashing is the cost), and reads what they will browse. */
export async function prepareFixtures(base: string, count: number): Promise<Fixtures & { signUpSeconds: number }> {
  const games = (await call<Array<{ slug: string }>>(base, 'GET', '/g/all')).map((game) => game.slug);
  const categories = (await call<Array<{ slug: string }>>(base, 'GET', '/c')).map((category) => category.slug);
  const posts = (await call<{ items: Array<{ slug: string }> }>(base, 'GET', '/blog/all?limit=50')).items.map(
    (post) => post.slug,
  );
  const started = performance.now();
  const users: BenchUser[] = [];
  for (let next = 0; next < count; next += 4) {
    users.push(
      ...(await Promise.all(Array.from({ length: Math.min(4, count - next) }, (_, i) => signUp(base, next + i)))),
    );
  }
  const signUpSeconds = (performance.now() - started) / 1000;
  const fixtures: Fixtures = { games, categories, posts, users, comments: [] };
  // A comment from every user, so replies and comment likes have something to point at from the first second.
  for (const [i, user] of users.entries()) {
    const slug = games[i % games.length]!;
    const comment = await call<{ id: number }>(
      base,
      'POST',
      '/user/g/comment/create',
      { slug, content: `First impressions from bench user ${i}` },
      { authorization: user.authorization },
    );
    fixtures.comments.push({ id: comment.id, slug });
  }
  return { ...fixtures, signUpSeconds };
}

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

interface Operation {
  name: string;
  kind: 'read' | 'write';
  /** Share of this operation in the mixed scenario, in percent (reads add up to 80, writes to 20). */
  weight: number;
  next: (f: Fixtures) => Call;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const coin = () => Math.random() < 0.5;
let commentSerial = 0;

const OPERATIONS: Operation[] = [
  {
    name: 'GET /c/hot',
    kind: 'read',
    weight: 12,
    next: () => ({ method: 'GET', path: `/c/hot?language=${pick(LANGUAGES)}` }),
  },
  {
    name: 'GET /g/c/{category}',
    kind: 'read',
    weight: 8,
    next: (f) => ({ method: 'GET', path: `/g/c/${pick(f.categories)}?language=${pick(LANGUAGES)}` }),
  },
  {
    name: 'GET /g/{slug}',
    kind: 'read',
    weight: 14,
    next: (f) => ({ method: 'GET', path: `/g/${pick(f.games)}?language=${pick(LANGUAGES)}` }),
  },
  {
    name: 'GET /g/search',
    kind: 'read',
    weight: 8,
    next: () => ({
      method: 'GET',
      path: `/g/search?q=${encodeURIComponent(pick(SEARCHES))}&language=${pick(LANGUAGES)}`,
    }),
  },
  {
    name: 'GET /g/comment/list',
    kind: 'read',
    weight: 8,
    next: (f) => ({ method: 'GET', path: `/g/comment/list?slug=${pick(f.games)}` }),
  },
  {
    name: 'GET /user/g/detail',
    kind: 'read',
    weight: 6,
    next: (f) => ({ method: 'GET', path: `/user/g/detail?slug=${pick(f.games)}` }),
  },
  { name: 'GET /user/g/favorite', kind: 'read', weight: 5, next: () => ({ method: 'GET', path: '/user/g/favorite' }) },
  { name: 'GET /user/g/recent', kind: 'read', weight: 5, next: () => ({ method: 'GET', path: '/user/g/recent' }) },
  { name: 'GET /user/n', kind: 'read', weight: 8, next: () => ({ method: 'GET', path: '/user/n' }) },
  {
    name: 'GET /blog/all',
    kind: 'read',
    weight: 3,
    next: () => ({ method: 'GET', path: `/blog/all?language=${pick(LANGUAGES)}` }),
  },
  {
    name: 'GET /blog/detail',
    kind: 'read',
    weight: 3,
    next: (f) => ({ method: 'GET', path: `/blog/detail?slug=${pick(f.posts)}&language=${pick(LANGUAGES)}` }),
  },
  {
    name: 'POST /user/g/like',
    kind: 'write',
    weight: 4,
    next: (f) => ({ method: 'POST', path: '/user/g/like', body: { slug: pick(f.games), like: coin() } }),
  },
  {
    name: 'POST /user/g/favorite',
    kind: 'write',
    weight: 4,
    next: (f) => ({ method: 'POST', path: '/user/g/favorite', body: { slug: pick(f.games), favorite: coin() } }),
  },
  {
    name: 'POST /user/g/report',
    kind: 'write',
    weight: 5,
    next: (f) => ({
      method: 'POST',
      path: '/user/g/report',
      body: { slug: pick(f.games), progress: { score: Math.floor(Math.random() * 10_000), level: 3 } },
    }),
  },
  {
    name: 'POST /user/g/comment/create',
    kind: 'write',
    weight: 3,
    // A third are replies (on the parent's game), which notify the parent's author. The serial keeps the duplicate
    // check from refusing the text.
    next: (f) => {
      const content = `Bench comment ${++commentSerial}: fun game`;
      if (Math.random() >= 1 / 3)
        return { method: 'POST', path: '/user/g/comment/create', body: { slug: pick(f.games), content } };
      const parent = pick(f.comments);
      return {
        method: 'POST',
        path: '/user/g/comment/create',
        body: { slug: parent.slug, content, parent_id: parent.id },
      };
    },
  },
  {
    name: 'POST /user/g/comment/interactive',
    kind: 'write',
    weight: 2,
    next: (f) => ({
      method: 'POST',
      path: '/user/g/comment/interactive',
      body: { comment_id: pick(f.comments).id, like: coin() },
    }),
  },
  {
    name: 'POST /user/n/status',
    kind: 'write',
    weight: 2,
    next: () => ({ method: 'POST', path: '/user/n/status', body: { all: true } }),
  },
];

export type ScenarioName = 'signed-in reads' | 'signed-in writes' | 'mixed 80/20';
export const SCENARIOS: ScenarioName[] = ['signed-in reads', 'signed-in writes', 'mixed 80/20'];

/** Statuses and latencies per operation, filled while autocannon runs. */
export interface OperationStats {
  name: string;
  statuses: Map<number, number>;
  /** Microseconds from building the request to its response (one request in flight per connection). */
  latency: RecordableHistogram;
}

export interface Traffic {
  requests: Request[];
  stats: OperationStats[];
}

/**
 * autocannon's request list for a scenario: one entry whose setupRequest draws the next operation by weight and a
 * random signed-in user. Replies and comment likes point at comments posted earlier in the run.
 */
export function traffic(scenario: ScenarioName, fixtures: Fixtures): Traffic {
  const operations = OPERATIONS.filter(
    (op) => scenario === 'mixed 80/20' || (scenario === 'signed-in reads' ? op.kind === 'read' : op.kind === 'write'),
  );
  const total = operations.reduce((sum, op) => sum + op.weight, 0);
  const stats = operations.map((op) => ({
    name: op.name,
    statuses: new Map<number, number>(),
    latency: createHistogram(),
  }));
  const draw = () => {
    let at = Math.random() * total;
    for (const [i, op] of operations.entries()) {
      at -= op.weight;
      if (at < 0) return i;
    }
    return operations.length - 1;
  };
  type Context = { op?: number; started?: number };
  const request: Request = {
    setupRequest: (req, context: Context) => {
      const i = draw();
      const { method, path, body } = operations[i]!.next(fixtures);
      context.op = i;
      context.started = performance.now();
      const headers: Record<string, string> = { authorization: pick(fixtures.users).authorization };
      if (body !== undefined) headers['content-type'] = 'application/json';
      return {
        ...req,
        method,
        path: `${API}${path}`,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      };
    },
    onResponse: (status, body, context: Context) => {
      const op = stats[context.op!]!;
      op.statuses.set(status, (op.statuses.get(status) ?? 0) + 1);
      op.latency.record(Math.max(1, Math.round((performance.now() - context.started!) * 1000)));
      if (status === 200 && operations[context.op!]!.name === 'POST /user/g/comment/create') {
        const { id, game_slug: slug } = (JSON.parse(body) as { data: { id: number; game_slug: string } }).data;
        fixtures.comments.push({ id, slug });
        // Recent comments are what people reply to; an unbounded list would also grow the bench's own memory.
        if (fixtures.comments.length > 1000) fixtures.comments.splice(0, 500);
      }
    },
  };
  return { requests: [request], stats };
}

/** "503×2, 429×1": non-2xx responses by status, most frequent first. */
export function statusSummary(statuses: Iterable<[number, number]>): string {
  const failures = [...statuses].filter(([status]) => status < 200 || status >= 300).sort((a, b) => b[1] - a[1]);
  return failures.length === 0 ? '0' : failures.map(([status, count]) => `${status}×${count}`).join(', ');
}
