import { randomUUID } from 'node:crypto';
import { Outbox, unpack } from './bus-outbox.js';
import type { CacheMessage } from './cache-messages.js';
import type { BusTransport } from './bus-transports.js';

/** What /ready reports: connected, down (caches fall back to a short TTL), or one process only (no bus needed). */
export type BusState = 'ok' | 'down' | 'local';

/** Writes made within this window go out together (a burst of likes on a game is one message). */
const COALESCE_MS = 25;
/** A send that failed is tried again after this long (the writes wait in the outbox, coalesced). */
const RESEND_MS = 500;

export interface BusOptions {
  /** Called with true when the bus goes down (or starts down), false once it is up again. */
  degraded?: (down: boolean) => void;
}

/**
 * Tells the other API replicas of this process's cache writes (cache-messages.ts), and this process of theirs, so
 * that a write on any replica shows on every replica at once instead of when their cached answers expire. The
 * writes are coalesced (bus-outbox.ts) and sent after they committed, through PostgreSQL NOTIFY or Redis pub/sub
 * (bus-transports.ts); a replica ignores its own messages (`replica`, random per process start). Without a
 * transport (embedded PGlite: one process), the bus is local and sends nothing. While the transport is down the
 * writes wait in the outbox and `degraded` is told, so the caches serve nothing older than a short TTL; when it is
 * back, listeners hear a local "invalidate everything" (what may have been missed) and the waiting writes go out.
 */
export class InvalidationBus {
  readonly replica = randomUUID();
  private readonly outbox = new Outbox();
  private readonly listeners = new Set<(message: CacheMessage) => void>();
  private up = false;
  private timer: NodeJS.Timeout | undefined;
  private sending: Promise<void> = Promise.resolve();
  private closed = false;
  private firstUp: () => void = () => {};
  private readonly connected = new Promise<void>((resolve) => (this.firstUp = resolve));

  constructor(
    private readonly transport: BusTransport | undefined,
    private readonly options: BusOptions = {},
  ) {}

  get transportName(): BusTransport['name'] | 'none' {
    return this.transport?.name ?? 'none';
  }

  state(): BusState {
    if (!this.transport) return 'local';
    return this.up ? 'ok' : 'down';
  }

  /** Connects; resolves once connected or after `waitMs` (then the bus is down and keeps trying). */
  async start(waitMs = 2000): Promise<void> {
    if (!this.transport) return;
    this.options.degraded?.(true);
    this.transport.start({ message: (payload) => this.receive(payload), state: (up) => this.changed(up) });
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([this.connected, new Promise((resolve) => (timeout = setTimeout(resolve, waitMs)))]);
    clearTimeout(timeout);
  }

  /** Listens to the writes of the other replicas (and to the local "forget everything" after an outage). */
  onMessage(listener: (message: CacheMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sends a write of this process to the other replicas (soon, with those made meanwhile). */
  publish(message: CacheMessage): void {
    if (!this.transport || this.closed) return;
    this.outbox.add(message);
    this.schedule(COALESCE_MS);
  }

  /** Sends what is waiting (when connected) and stops. */
  async close(): Promise<void> {
    if (!this.transport || this.closed) return;
    clearTimeout(this.timer);
    if (this.up) await this.flush();
    this.closed = true;
    await this.sending;
    await this.transport.close();
  }

  private schedule(delayMs: number): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, delayMs);
    this.timer.unref();
  }

  private flush(): Promise<void> {
    this.sending = this.sending.then(async () => {
      if (!this.up || this.outbox.size === 0) return;
      const payloads = this.outbox.take(this.replica);
      for (const [index, payload] of payloads.entries()) {
        try {
          await this.transport!.send(payload);
        } catch {
          // Not sent: put them back (coalesced with newer writes) and try again later.
          for (const unsent of payloads.slice(index))
            for (const message of unpack(unsent)!.messages) this.outbox.add(message);
          this.schedule(RESEND_MS);
          return;
        }
      }
    });
    return this.sending;
  }

  private receive(payload: string): void {
    const received = unpack(payload);
    if (!received || received.replica === this.replica) return;
    for (const message of received.messages) this.emit(message);
  }

  private emit(message: CacheMessage): void {
    for (const listener of this.listeners) listener(message);
  }

  private changed(up: boolean): void {
    if (up === this.up) return;
    this.up = up;
    this.options.degraded?.(!up);
    if (!up) return;
    // Messages sent while this replica was not listening (or not yet) are lost: forget what they may have changed.
    this.emit({ kind: 'invalidate', scope: 'all' });
    this.firstUp();
    this.schedule(0);
  }
}
