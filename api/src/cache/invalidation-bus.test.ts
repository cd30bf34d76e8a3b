import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_PAYLOAD_BYTES, Outbox, unpack } from './bus-outbox.js';
import type { BusTransport, TransportEvents } from './bus-transports.js';
import type { CacheMessage } from './cache-messages.js';
import { CatalogueCache } from './catalogue-cache.js';
import { InvalidationBus } from './invalidation-bus.js';

const counts = (likes: number) => ({ views: 0, plays: 0, likes, votes_up: 0, votes_down: 0 });

/** A channel in memory: every transport on it hears every payload (its own too), and can be cut. */
function hub() {
  const members = new Set<TransportEvents>();
  const sent: string[] = [];
  let cut = false;
  const transport = (): BusTransport => {
    let events: TransportEvents | undefined;
    return {
      name: 'redis',
      start(handlers) {
        events = handlers;
        members.add(handlers);
        queueMicrotask(() => handlers.state(!cut));
      },
      async send(payload) {
        if (cut) throw new Error('down');
        assert.ok(Buffer.byteLength(payload) < 8000, 'fits a NOTIFY');
        sent.push(payload);
        for (const member of members) member.message(payload);
      },
      async close() {
        if (events) members.delete(events);
      },
    };
  };
  const setCut = (value: boolean) => {
    cut = value;
    for (const member of members) member.state(!value);
  };
  return { transport, sent, setCut };
}

const heard = (bus: InvalidationBus) => {
  const messages: CacheMessage[] = [];
  bus.onMessage((message) => messages.push(message));
  return messages;
};
const until = async (done: () => boolean) => {
  for (let i = 0; i < 500 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  assert.ok(done());
};

describe('invalidation bus', () => {
  it("delivers a replica's writes to the others, not to itself, a burst on one game as one message", async () => {
    const channel = hub();
    const [a, b] = [new InvalidationBus(channel.transport()), new InvalidationBus(channel.transport())];
    await Promise.all([a.start(), b.start()]);
    const [onA, onB] = [heard(a), heard(b)];
    onA.length = 0;
    onB.length = 0;
    for (let likes = 1; likes <= 50; likes += 1) a.publish({ kind: 'counted', slug: 'snake', counts: counts(likes) });
    a.publish({ kind: 'actor', game: 1, actor: 'device-1', liked: true, vote: null });
    await until(() => onB.length >= 2);
    assert.deepEqual(onB, [
      { kind: 'counted', slug: 'snake', counts: counts(50) },
      { kind: 'actor', game: 1, actor: 'device-1', liked: true, vote: null },
    ]);
    assert.equal(channel.sent.length, 1);
    assert.deepEqual(onA, [], 'its own messages come back and are dropped');
    assert.equal(a.state(), 'ok');
    await Promise.all([a.close(), b.close()]);
  });

  it('keeps writes while the transport is down, sends them once it is back, and the receiver forgets what it missed', async () => {
    const channel = hub();
    const cache = new CatalogueCache({ ttlMs: 60_000 });
    const [a, b] = [
      new InvalidationBus(channel.transport()),
      new InvalidationBus(channel.transport(), { degraded: (down) => (cache.maxAgeMs = down ? 1000 : undefined) }),
    ];
    await Promise.all([a.start(), b.start()]);
    const onB = heard(b);
    channel.setCut(true);
    assert.equal(b.state(), 'down');
    assert.equal(cache.maxAgeMs, 1000, 'short TTL while down');
    a.publish({ kind: 'profile', user: 'u1' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.deepEqual(onB, []);
    channel.setCut(false);
    await until(() => onB.length >= 2);
    assert.deepEqual(onB, [
      { kind: 'invalidate', scope: 'all' },
      { kind: 'profile', user: 'u1' },
    ]);
    assert.equal(cache.maxAgeMs, undefined);
    await Promise.all([a.close(), b.close()]);
  });

  it('is local without a transport: nothing to connect, nothing sent', async () => {
    const bus = new InvalidationBus(undefined);
    await bus.start();
    bus.publish({ kind: 'invalidate', scope: 'all' });
    assert.equal(bus.state(), 'local');
    await bus.close();
  });
});

describe('bus outbox', () => {
  it("splits many writes into payloads under PostgreSQL's NOTIFY limit, and merges a game's reorders", () => {
    const outbox = new Outbox();
    for (let i = 0; i < 300; i += 1) {
      outbox.add({ kind: 'actor', game: i, actor: `device-${'x'.repeat(40)}-${i}`, liked: true, vote: 'up' });
      outbox.add({ kind: 'reordered', changes: [{ slug: `game-${i}`, was: counts(i), now: counts(i + 1) }] });
    }
    outbox.add({ kind: 'reordered', changes: [{ slug: 'game-0', was: counts(1), now: counts(2) }] });
    const payloads = outbox.take('replica-1');
    assert.ok(payloads.length > 1);
    const messages = payloads.flatMap((payload) => {
      assert.ok(Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES);
      return unpack(payload)!.messages;
    });
    assert.equal(messages.filter((message) => message.kind === 'actor').length, 300);
    const changes = messages.flatMap((message) => (message.kind === 'reordered' ? message.changes : []));
    assert.equal(changes.length, 300);
    assert.deepEqual(changes.at(-1), { slug: 'game-0', was: counts(0), now: counts(2) }, 'first was, last now');
    assert.equal(outbox.size, 0);
  });

  it('replaces a backlog too long to keep with one "invalidate everything"', () => {
    const outbox = new Outbox();
    for (let i = 0; i < 5000; i += 1) outbox.add({ kind: 'counted', slug: `game-${i}`, counts: counts(i) });
    const messages = outbox.take('replica-1').flatMap((payload) => unpack(payload)!.messages);
    assert.equal(messages[0]?.kind, 'invalidate');
    assert.ok(messages.length < 5000);
  });
});

describe('catalogue cache and the bus', () => {
  it('hands its writes to onWrite and applies a received one without handing it on', async () => {
    const cache = new CatalogueCache({ ttlMs: 60_000 });
    const written: CacheMessage[] = [];
    cache.onWrite = (message) => written.push(message);
    cache.counted('snake', counts(3));
    cache.invalidate();
    cache.answered(7, 'device-1', true, 'up');
    assert.deepEqual(
      written.map((message) => message.kind),
      ['counted', 'invalidate', 'actor'],
    );
    written.length = 0;
    cache.apply({ kind: 'counted', slug: 'snake', counts: counts(9) });
    assert.equal((await cache.get('detail', async () => ({ slug: 'snake', plays: 0, likes: 0 }))).likes, 9);
    assert.deepEqual(written, []);
  });

  it('reloads entries older than maxAgeMs while it is set', async () => {
    const cache = new CatalogueCache({ ttlMs: 60_000 });
    await cache.get('k', async () => 1);
    cache.maxAgeMs = 10;
    await new Promise((resolve) => setTimeout(resolve, 25));
    assert.equal(await cache.get('k', async () => 2), 2);
  });
});
