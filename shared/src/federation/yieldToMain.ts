/**
 * Lets the browser run what is waiting (input, a frame) before the caller goes on: the start of the app is several
 * pieces of work, and each one after a yield is a task of its own rather than part of one long task.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
