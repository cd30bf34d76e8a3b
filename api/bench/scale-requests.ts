// bench:scale's requests: serial latency, throughput under autocannon, counter writes and a signed-in user.
import autocannon, { type Request, type Result } from 'autocannon';
import { benchSlug } from './scale-seed.js';

export const API = '/app/api/v1';
const duration = Number(process.env.BENCH_DURATION ?? 8);
const warmup = Number(process.env.BENCH_WARMUP ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const serialCount = Number(process.env.BENCH_SERIAL ?? 100);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const randomGame = (count: number) => 1 + Math.floor(Math.random() * count);

export interface Serial {
  name: string;
  p50: number;
  p99: number;
  failures: number;
}

/** `serialCount` requests one after the other (each path from `next`), after 5 unmeasured ones. */
export async function serial(
  base: string,
  name: string,
  next: () => string,
  headers: Record<string, string> = {},
): Promise<Serial> {
  const times: number[] = [];
  let failures = 0;
  for (let i = 0; i < serialCount + 5; i += 1) {
    const started = performance.now();
    const res = await fetch(base + next(), { headers });
    await res.arrayBuffer();
    if (i >= 5) times.push(performance.now() - started);
    if (!res.ok) failures += 1;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { name, p50: at(0.5), p99: at(0.99), failures };
}

export interface Load {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

/**
 * A warm-up of `warmup` s, then `duration` s of `connections` connections, each request from `next`. The warm-up
 * brings the process to what a replica serving for a while does: at a million games a fresh server's first second of
 * varied searches ran at 75 req/s (code not yet optimised, the database's pages cold) and its first 8 s at 315, the
 * next three runs of 8 s at 439–568.
 */
export async function load(base: string, name: string, next: () => Request): Promise<Load> {
  const requests = [{ setupRequest: (request: Request) => ({ ...request, ...next() }) }];
  await autocannon({ url: base, connections, duration: warmup, requests });
  const result: Result = await autocannon({ url: base, connections, duration, requests });
  const failures = result.non2xx + result.errors + result.timeouts;
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures };
}

export const get = (path: string): Request => ({ method: 'GET', path });

/** Writes the mix cycles through: more than it can send, so that nearly every like and play is a first one. */
const WRITE_POOL = 8_000;

/**
 * Likes and plays as the game page sends them: each device first takes a counter token for the game
 * (POST /g/{slug}/counter-token), then counts with it. The tokens are taken before the measured run.
 */
export async function counterWrites(base: string, games: number): Promise<Request[]> {
  const writes: Request[] = [];
  const next = async (i: number) => {
    const slug = games > 0 ? benchSlug(randomGame(Math.min(games, 2000))) : pick(['snake', 'sudoku', 'solitaire']);
    const device = `bench-device-${i}-${Math.floor(Math.random() * 1e9)}`;
    const res = await fetch(`${base}${API}/g/${slug}/counter-token`, {
      method: 'POST',
      headers: { 'x-device-id': device },
    });
    if (!res.ok) throw new Error(`counter token: ${res.status} ${await res.text()}`);
    const { token } = ((await res.json()) as { data: { token: string } }).data;
    const headers = { 'x-device-id': device, 'x-counter-token': token };
    writes.push({ method: 'POST', path: `${API}/g/${slug}/${i % 2 ? 'like' : 'play'}`, headers });
  };
  for (let i = 0; i < WRITE_POOL; i += 50) await Promise.all(Array.from({ length: 50 }, (_, j) => next(i + j)));
  return writes;
}

export async function signedInUser(base: string): Promise<string> {
  const email = `scale-${Date.now().toString(36)}@example.test`;
  const signUp = await fetch(`${base}${API}/identity/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password-7', name: 'Scale' }),
  });
  const { token } = ((await signUp.json()) as { data: { token: string } }).data;
  const login = await fetch(`${base}${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, type: 1, device_id: 'bench-device-1', login_type: 'aware' }),
  });
  return `Bearer ${((await login.json()) as { data: { access_token: string } }).data.access_token}`;
}
