import yieldingSharesPlugin from './yieldingShares';

type Hook = (args: { name: string }) => Promise<{ name: string }>;
const hook = (name: 'beforeLoadShare' | 'beforeInitContainer') => yieldingSharesPlugin()[name] as unknown as Hook;

/** Runs `step` with a task already waiting; what happened, in order. */
async function afterWaitingTask(step: Hook, name: string): Promise<string[]> {
  const order: string[] = [];
  setTimeout(() => order.push('waiting task'), 0);
  const done = step({ name }).then((args) => {
    order.push(`go on with ${args.name}`);
    return args;
  });
  await Promise.resolve();
  expect(order).toEqual([]);
  await expect(done).resolves.toEqual({ name });
  return order;
}

describe('yielding shares plugin', () => {
  it('resolves a shared module only after the browser ran what was waiting: one task per module', async () => {
    expect(await afterWaitingTask(hook('beforeLoadShare'), 'react')).toEqual(['waiting task', 'go on with react']);
  });

  it('initialises a remote entry in a task after the one that evaluated it', async () => {
    expect(await afterWaitingTask(hook('beforeInitContainer'), 'games')).toEqual(['waiting task', 'go on with games']);
  });
});
