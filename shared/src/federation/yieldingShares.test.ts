import yieldingSharesPlugin from './yieldingShares';

type BeforeLoadShare = (args: { pkgName: string }) => Promise<{ pkgName: string }>;
const beforeLoadShare = () => yieldingSharesPlugin().beforeLoadShare as unknown as BeforeLoadShare;

describe('yielding shares plugin', () => {
  it('resolves a shared module only after the browser ran what was waiting: one task per module', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('waiting task'), 0);
    const resolving = beforeLoadShare()({ pkgName: 'react' }).then((args) => {
      order.push(`resolve ${args.pkgName}`);
      return args;
    });
    await Promise.resolve();
    expect(order).toEqual([]);
    await expect(resolving).resolves.toEqual({ pkgName: 'react' });
    expect(order).toEqual(['waiting task', 'resolve react']);
  });
});
