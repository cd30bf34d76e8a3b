// A render worker (piscina, started by render-pool.ts): the edge's server renders run here, off its event loop.
// The worker loads the shell's renderer and the remotes' server builds itself and asks the edge for API data.
import { finished } from 'node:stream/promises';
import { workerData } from 'node:worker_threads';
import { composePages } from '../../../shell/src/routing/pages.js';
import { loadShellRenderer } from './bundles.js';
import { ROOT } from './document.js';
import { createPageRenderer } from './render-page.js';
import type { ApiReply, WorkerMessage, WorkerSetup, WorkerTask } from './render-protocol.js';

const setup = workerData as WorkerSetup;
const renderer = loadShellRenderer(setup.serverDir);
if (!renderer) throw new Error(`no shell renderer in ${setup.serverDir}`);
const renderPage = createPageRenderer({ renderer, localesDir: setup.localesDir, budgetMs: setup.budgetMs });

// A thread's first render pays for compiling React's and the renderer's code paths: paid here, before piscina gives
// this worker a page (it waits for this module), not within a page's budget.
const warmUp = await renderPage(
  { document: ROOT, pathname: '/about', search: '', remotes: {}, pages: composePages({}) },
  { api: async () => ({ success: false }), warn: () => undefined, failed: () => undefined },
);
if (warmUp) await finished(warmUp.resume());

/** Errors cross the port as plain data: what a remote throws need not be cloneable. */
const plainError = (error: unknown) =>
  error instanceof Error
    ? { name: error.name, message: error.message, stack: error.stack }
    : { message: String(error) };

export default async function renderInWorker({ task, port, startBy }: WorkerTask): Promise<void> {
  const send = (message: WorkerMessage) => port.postMessage(message);
  const reads = new Map<number, { resolve: (body: unknown) => void; reject: (error: Error) => void }>();
  let lastRead = 0;
  port.on('message', (reply: ApiReply) => {
    const read = reads.get(reply.id);
    reads.delete(reply.id);
    if ('error' in reply) read?.reject(new Error(reply.error));
    else read?.resolve(reply.body);
  });
  try {
    // The edge sent the page without it: rendering it now would only delay the next one.
    if (Date.now() > startBy) return;
    // The edge's deadline counts from here: time spent waiting for this worker is not the render's.
    send({ type: 'start' });
    const stream = await renderPage(task, {
      api: (path, query) =>
        new Promise((resolve, reject) => {
          const id = (lastRead += 1);
          reads.set(id, { resolve, reject });
          send({ type: 'api', id, path, query });
        }),
      warn: (message, error) => send({ type: 'warn', message, error: plainError(error) }),
      failed: (kind) => send({ type: 'failed', kind }),
    });
    if (stream) {
      // Whole characters only: a chunk may end inside one.
      const decoder = new TextDecoder();
      for await (const chunk of stream) send({ type: 'html', html: decoder.decode(chunk as Buffer, { stream: true }) });
    }
    send({ type: 'end' });
  } finally {
    port.close();
  }
}
