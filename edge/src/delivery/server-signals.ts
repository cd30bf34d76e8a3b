import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { addressHash, EDGE_SIGNATURE_HEADER, edgeSignature } from '@portal/server-kit';
import {
  MAX_HEALTH_EVENTS,
  MAX_HEALTH_MESSAGE,
  type ServerHealthEvent,
  type ServerHealthKind,
} from '@portal/shared/contract/remote-health';
import type { ApiPost } from '../http/api-access.js';

/** A failure of a remote version the edge saw itself. */
export interface RemoteFailure {
  remote: string;
  version: string;
  kind: ServerHealthKind;
  message?: string;
}

/** Whose page view it was: their bucket id and their address. */
export interface Visit {
  visitor: string;
  address: string;
}

const FLUSH_DELAY_MS = 1_000;
const visits = new AsyncLocalStorage<Visit>();

/**
 * Runs a page's server render knowing whose visit it is: a failure recorded inside (page-ssr.ts's onRemoteFailure
 * names no visitor) counts for that visitor's session, like their browser's reports.
 */
export const duringVisit = <T>(visit: Visit, run: () => T): T => visits.run(visit, run);

interface Options {
  secret: string;
  post: ApiPost;
  log: { warn: (details: object, message: string) => void };
  /** Called with the remotes a batch counted failures for: the watch looks at them at once. */
  onRecorded: (remotes: Set<string>) => void;
}

/**
 * What the edge saw itself — server renders that threw or ran out of time, a version's files it failed to serve —
 * sent to the API (POST /remote-health/edge, signed with the health secret) in batches a second apart, so the same
 * rule judges them with the browsers' reports. A failure outside any visit counts as a session of its own.
 */
export function createServerSignals({ secret, post, log, onRecorded }: Options) {
  const queue: ServerHealthEvent[] = [];
  let timer: NodeJS.Timeout | undefined;

  async function flush(): Promise<void> {
    timer = undefined;
    while (queue.length) {
      const events = queue.splice(0, MAX_HEALTH_EVENTS);
      const status = await post(
        '/remote-health/edge',
        { events },
        { [EDGE_SIGNATURE_HEADER]: edgeSignature(secret) },
      ).catch(() => 0);
      if (status === 202) onRecorded(new Set(events.map((event) => event.remote)));
      else log.warn({ status, events: events.length }, 'server-side remote failures not recorded');
    }
  }

  function record(failure: RemoteFailure, visit: Visit | undefined = visits.getStore()): void {
    const session = visit?.visitor ?? randomBytes(8).toString('hex');
    queue.push({
      remote: failure.remote,
      version: failure.version,
      kind: failure.kind,
      session,
      address: addressHash(secret, visit?.address ?? session),
      ...(failure.message ? { message: failure.message.slice(0, MAX_HEALTH_MESSAGE) } : {}),
    });
    if (!timer) {
      timer = setTimeout(() => void flush(), FLUSH_DELAY_MS);
      timer.unref();
    }
  }

  return { record, flush };
}
