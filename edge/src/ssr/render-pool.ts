import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { RENDER_ABORT_MS, type RenderContext, type RenderTask } from './render-page.js';
import type { ApiReply, WorkerMessage, WorkerSetup, WorkerTask } from './render-protocol.js';
import { createRemoteSlots } from './remote-slots.js';
import { splitDocument } from './document.js';

/**
 * The worker's script. Compiled (scripts/build-servers.mjs), this module is part of the edge's bundle, whose
 * `import.meta.filename` is the bundle's own, and the compiled worker sits beside it; run from TypeScript (tsx), the
 * worker's source needs its bootstrap.
 */
const WORKER_FILE = import.meta.filename.endsWith('.ts')
  ? path.join(import.meta.dirname, 'render-worker-tsx.mjs')
  : path.join(import.meta.dirname, 'ssr-worker.js');
/** A remote that leaks memory ends its worker (which is replaced), never the edge. */
const WORKER_HEAP_MB = 512;
/** Past the worker's own cut (RENDER_ABORT_MS), a stream that still has not ended is from a worker that is stuck. */
const STREAM_LIMIT_MS = RENDER_ABORT_MS + 1_000;

export interface RenderPoolOptions extends WorkerSetup {
  workers: number;
  /**
   * How long a render may run in its worker before its first HTML: past it the worker is ended (and replaced) and the
   * page sent plain. A render that cannot start within as long (every worker busy) is sent plain without starting.
   */
  deadlineMs: number;
}

/**
 * Server renders in a pool of worker threads, so that a remote's render never holds the edge's event loop. Each
 * render has a hard deadline: a worker that has not started sending HTML by then is terminated (piscina replaces it)
 * and the page is left to the browser. The deadline counts from the render's start in its worker, not from the
 * request: a healthy render that waited for a busy pool must not cost a worker. A remote's renders hold at most all
 * workers but one.
 */
export function createRenderPool({ workers, deadlineMs, ...setup }: RenderPoolOptions) {
  const pool = new Piscina<WorkerTask, void>({
    filename: WORKER_FILE,
    // All started with the edge and kept: a worker started for a request would spend most of its deadline loading
    // React and the shell's renderer.
    minThreads: workers,
    maxThreads: workers,
    workerData: setup satisfies WorkerSetup,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  const slots = createRemoteSlots(Math.max(1, workers - 1));

  async function render(task: RenderTask, remote: string, context: RenderContext): Promise<Readable | null> {
    // Waiting for a slot and a worker: a render that cannot start in time is not started (the edge is busy).
    const startBy = Date.now() + deadlineMs;
    const waiting = AbortSignal.timeout(deadlineMs);
    if (!(await slots.acquire(remote, waiting))) return null;
    const stop = new AbortController();
    const { port1: port, port2: workerPort } = new MessageChannel();
    let phase: 'waiting' | 'running' | 'streaming' = 'waiting';
    let body: PassThrough | undefined;
    let settled = false;
    return new Promise<Readable | null>((resolve) => {
      /** The response's part is over. HTML already sent and not complete ends with a tail starting the browser's render. */
      const settle = (complete: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(limit);
        slots.release(remote);
        if (!body) resolve(null);
        else body.end(complete ? undefined : `</div>${splitDocument(task.document, [])[1](true)}`);
      };
      // Only a worker running a render is ever ended: one still starting may be loading modules, which Node does not
      // always survive being cut short.
      const end = () => {
        stop.abort();
        port.close();
      };
      /** A render still waiting is skipped by its worker (startBy); a running one's worker is ended and replaced. */
      const timeUp = () => {
        if (phase !== 'waiting') {
          context.warn('server render ran past its deadline; its worker is replaced, the browser renders the page');
          context.failed('ssr-timeout');
          slots.giveUpWaiting(remote);
          end();
        }
        settle(false);
      };
      let limit = setTimeout(timeUp, startBy - Date.now());
      const nextPhase = (next: 'running' | 'streaming', ms: number) => {
        phase = next;
        clearTimeout(limit);
        limit = setTimeout(timeUp, ms);
      };
      port.on('message', (message: WorkerMessage) => {
        if (settled) {
          if (message.type === 'start') end();
        } else if (message.type === 'start') nextPhase('running', deadlineMs);
        else if (message.type === 'api') void answer(message.id, message.path, message.query);
        else if (message.type === 'warn') context.warn(message.message, message.error);
        else if (message.type === 'failed') context.failed(message.kind);
        else if (message.type === 'end') settle(true);
        else {
          if (!body) {
            body = new PassThrough();
            nextPhase('streaming', STREAM_LIMIT_MS);
            resolve(body);
          }
          body.write(message.html);
        }
      });
      const answer = async (id: number, apiPath: string, query: Record<string, string>) => {
        const reply: ApiReply = await context.api(apiPath, query).then(
          (answerBody) => ({ id, body: answerBody }),
          (error: unknown) => ({ id, error: String(error) }),
        );
        port.postMessage(reply);
      };
      pool
        .run({ task, port: workerPort, startBy }, { transferList: [workerPort], signal: stop.signal })
        .catch((error: unknown) => {
          // No worker will close it: the task never ran (the pool closed) or its worker is gone.
          port.close();
          if (stop.signal.aborted || phase === 'waiting') return settle(false);
          // The worker died with the render (a remote that exits the thread or runs out of memory): replaced.
          context.failed('ssr-throw');
          context.warn('render worker failed; the browser renders the page', error);
          settle(false);
        });
    });
  }

  return { render, close: () => pool.destroy() };
}
