import type { CacheMessage, CounterChange } from './cache-messages.js';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; every payload stays below this. */
export const MAX_PAYLOAD_BYTES = 7000;
/** Past this many distinct writes waiting (a long outage), they are replaced by one "invalidate everything". */
const MAX_WAITING = 2000;
/** Reorder changes per message: a flush of many games becomes several small messages. */
const CHANGES_PER_MESSAGE = 20;

const keyOf = (message: CacheMessage): string => {
  switch (message.kind) {
    case 'invalidate':
      return 'i';
    case 'counted':
      return `c\0${message.slug}`;
    case 'actor':
      return `a\0${message.game}\0${message.actor}`;
    case 'profile':
      return `p\0${message.user}`;
    case 'reordered':
      return 'r';
  }
};

/**
 * The writes waiting to be sent, coalesced: a burst of likes on one game is one `counted` message with the last
 * counts, each actor's answer is kept once, and a game's reorder keeps its first `was` and its last `now`. Entries
 * keep the order of their last change, so a receiver applies them in the order they were last made.
 */
export class Outbox {
  private readonly waiting = new Map<string, CacheMessage>();
  private readonly changes = new Map<string, CounterChange>();

  get size(): number {
    return this.waiting.size + this.changes.size;
  }

  add(message: CacheMessage): void {
    if (message.kind === 'reordered') {
      for (const change of message.changes) {
        const key = `r\0${change.slug}`;
        const earlier = this.changes.get(key);
        this.changes.delete(key);
        this.changes.set(key, earlier ? { ...change, was: earlier.was } : change);
        this.waiting.delete(key);
        this.waiting.set(key, { kind: 'reordered', changes: [] });
      }
    } else {
      const key = keyOf(message);
      this.waiting.delete(key);
      this.waiting.set(key, message);
    }
    if (this.size > MAX_WAITING) {
      this.waiting.clear();
      this.changes.clear();
      this.waiting.set('i', { kind: 'invalidate', scope: 'all' });
    }
  }

  /** Everything waiting, as payloads of at most MAX_PAYLOAD_BYTES (`replica` names the sender); empties the box. */
  take(replica: string): string[] {
    const messages: CacheMessage[] = [];
    for (const [key, message] of this.waiting) {
      if (message.kind !== 'reordered') {
        messages.push(message);
        continue;
      }
      const change = this.changes.get(key)!;
      const last = messages.at(-1);
      if (last?.kind === 'reordered' && last.changes.length < CHANGES_PER_MESSAGE) last.changes.push(change);
      else messages.push({ kind: 'reordered', changes: [change] });
    }
    this.waiting.clear();
    this.changes.clear();
    return pack(replica, messages);
  }
}

/** Messages as JSON payloads `{r, m}` under the size limit; a message that could never fit becomes "invalidate all". */
function pack(replica: string, messages: CacheMessage[]): string[] {
  const head = JSON.stringify({ r: replica, m: [] });
  const payloads: string[] = [];
  let parts: string[] = [];
  let bytes = Buffer.byteLength(head);
  const close = () => {
    if (parts.length > 0) payloads.push(`${head.slice(0, -3)}[${parts.join(',')}]}`);
    parts = [];
    bytes = Buffer.byteLength(head);
  };
  for (const message of messages) {
    let part = JSON.stringify(message);
    if (Buffer.byteLength(head) + Buffer.byteLength(part) > MAX_PAYLOAD_BYTES)
      part = JSON.stringify({ kind: 'invalidate', scope: 'all' });
    const size = Buffer.byteLength(part) + 1;
    if (bytes + size > MAX_PAYLOAD_BYTES) close();
    parts.push(part);
    bytes += size;
  }
  close();
  return payloads;
}

/** The sender and messages of a payload, or undefined for one that is not the bus's. */
export function unpack(payload: string): { replica: string; messages: CacheMessage[] } | undefined {
  try {
    const parsed = JSON.parse(payload) as { r?: unknown; m?: unknown };
    if (typeof parsed.r !== 'string' || !Array.isArray(parsed.m)) return undefined;
    return { replica: parsed.r, messages: parsed.m as CacheMessage[] };
  } catch {
    return undefined;
  }
}
