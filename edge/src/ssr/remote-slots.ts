/**
 * Render slots by remote: at most `perRemote` renders of one remote run at a time, the others wait their turn. A
 * remote whose renders spin until their deadline then holds only its share of the workers, and another remote's page
 * still finds a free one.
 */
export function createRemoteSlots(perRemote: number) {
  const running = new Map<string, number>();
  const waiting = new Map<string, Array<(granted: boolean) => void>>();

  /** The first waiting render of `remote`, or `turn` when it still waits; taken out of the queue. */
  const dequeue = (remote: string, turn?: (granted: boolean) => void) => {
    const queue = waiting.get(remote);
    const at = queue && turn ? queue.indexOf(turn) : 0;
    const next = queue && at >= 0 ? queue.splice(at, 1)[0] : undefined;
    if (queue?.length === 0) waiting.delete(remote);
    return next;
  };

  /** True once a slot is this render's; false when `signal` aborts first (its deadline passed while it waited). */
  function acquire(remote: string, signal: AbortSignal): Promise<boolean> {
    const count = running.get(remote) ?? 0;
    if (count < perRemote) {
      running.set(remote, count + 1);
      return Promise.resolve(true);
    }
    if (signal.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      const giveUp = () => dequeue(remote, turn)?.(false);
      const turn = (granted: boolean) => {
        signal.removeEventListener('abort', giveUp);
        resolve(granted);
      };
      waiting.set(remote, [...(waiting.get(remote) ?? []), turn]);
      signal.addEventListener('abort', giveUp, { once: true });
    });
  }

  /** The slot passes to the render that waited longest, or is freed. */
  function release(remote: string): void {
    const next = dequeue(remote);
    if (next) next(true);
    else if ((running.get(remote) ?? 0) > 1) running.set(remote, running.get(remote)! - 1);
    else running.delete(remote);
  }

  /** Every render waiting for `remote` gives up: one of its renders just ran into the deadline, they would too. */
  function giveUpWaiting(remote: string): void {
    for (let turn = dequeue(remote); turn; turn = dequeue(remote)) turn(false);
  }

  return { acquire, release, giveUpWaiting };
}
