import type { MessagePort } from 'node:worker_threads';
import type { RemoteFailureKind, RenderTask } from './render-page.js';

/** What every render worker is started with (piscina's workerData). */
export interface WorkerSetup {
  /** The shell's renderer build (shell/dist/server). */
  serverDir: string;
  localesDir: string;
  budgetMs: number;
}

/** One render as a piscina task: the page, and the port its API reads and HTML go through. */
export interface WorkerTask {
  task: RenderTask;
  port: MessagePort;
  /** When the edge stops waiting for the render to start (Date.now() time): a worker that comes to it later skips it. */
  startBy: number;
}

/** From the worker, over the task's port: `start` first; `html` chunks in order; `end` after the last one. */
export type WorkerMessage =
  | { type: 'start' }
  | { type: 'api'; id: number; path: string; query: Record<string, string> }
  | { type: 'warn'; message: string; error: { name?: string; message: string; stack?: string } }
  | { type: 'failed'; kind: RemoteFailureKind }
  | { type: 'html'; html: string }
  | { type: 'end' };

/** To the worker: the answer to one API read (the envelope's body), or why there is none. */
export type ApiReply = { id: number; body: unknown } | { id: number; error: string };
