// First: the fake network must be in place before @portal/shared loads ofetch.
import { fail, installFakeRoutes, ok, type FakeRequest } from '@portal/shared/testing/fakeApi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpsHistory } from '@portal/shared/contract/ops';
import { remote, renderStudio, signInMaker, signOut } from '../test/renderStudio';

beforeAll(() => {
  // jsdom has no modal dialogs; these stand in for the browser's.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
beforeEach(signInMaker);
afterEach(signOut);

/** A console whose blog can go back one version; moves are recorded in the history it answers. */
function operatorApi(): FakeRequest[] {
  const history: OpsHistory['entries'] = [];
  let blog = remote('blog');
  return installFakeRoutes({
    'GET /ops/access': () => ok({ operator: true }),
    'GET /ops/remotes': () => ok({ revision: 3, remotes: [remote('games', { previous: [] }), blog] }),
    'GET /ops/history': () => ok({ entries: history }),
    'GET /ops/moderation': () => ok({ waiting: 2, oldestSubmittedAt: '2026-12-01T08:00:00Z' }),
    'POST /ops/remotes/blog/rollback': (request) => {
      const { reason } = request.body as { reason: string };
      history.unshift({
        remote: 'blog',
        action: 'rollback',
        version: blog.previous[0]!,
        previous: blog.current,
        at: '2026-12-07T01:00:00Z',
        actor: 'Olga (ops console)',
        reason,
      });
      blog = { ...blog, current: blog.previous[0]!, previous: [] };
      return ok({
        remote: 'blog',
        action: 'rollback',
        version: blog.current,
        previous: null,
        moved: true,
        revision: 4,
      });
    },
  });
}

describe('OpsPage', () => {
  it('shows every remote with its versions and health, the queue and the history', async () => {
    operatorApi();
    renderStudio('/ops');
    expect(screen.getByRole('heading', { level: 1, name: 'Operations console' })).toBeInTheDocument();
    const blog = await screen.findByTestId('remote-blog');
    expect(within(blog).getByTestId('live-version')).toHaveTextContent('0.1.0-blog2');
    expect(within(blog).getByText('0.1.0-blog1')).toBeInTheDocument();
    // The health chart draws one line per version, and its table has every day with sessions and SSR failures.
    const health = within(blog).getByTestId('health-blog');
    expect(health.querySelectorAll('path.visx-linepath')).toHaveLength(1);
    expect(within(health).getByRole('row', { name: /0\.1\.0-blog2 20 0% 1/ })).toBeInTheDocument();
    // No canary: only a rollback is offered, and the games remote without an earlier version offers nothing.
    expect(
      within(blog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Roll back', 'Show the numbers']);
    expect(within(screen.getByTestId('remote-games')).queryByRole('button', { name: 'Roll back' })).toBeNull();
    expect(await screen.findByText(/2 uploads waiting for review\./)).toBeInTheDocument();
  });

  it('rolls a remote back after a confirmation with a reason, then shows it in the history', async () => {
    const seen = operatorApi();
    renderStudio('/ops');
    const blog = await screen.findByTestId('remote-blog');
    const rollBack = within(blog).getByRole('button', { name: 'Roll back' });
    await userEvent.click(rollBack);

    const dialog = screen.getByRole('dialog', { name: 'Roll \u2068blog\u2069 back?' });
    expect(dialog).toHaveTextContent('Visitors will get version \u20680.1.0-blog1\u2069.');
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();
    const confirm = within(dialog).getByRole('button', { name: 'Roll back' });
    expect(confirm).toBeDisabled();
    await userEvent.type(reason, 'Broken post cards');
    await userEvent.click(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The blog has no earlier version left, so its button goes: the focus waits on the remote's heading.
    expect(within(blog).getByRole('heading', { name: 'blog' })).toHaveFocus();
    const move = seen.find((request) => request.method === 'POST')!;
    expect(move.path).toBe('/ops/remotes/blog/rollback');
    expect(move.body).toEqual({ reason: 'Broken post cards' });
    expect(move.headers.get('authorization')).toMatch(/^Bearer /);
    // The console reads itself again: the blog is on its earlier version and the history names who and why.
    await waitFor(() => expect(within(blog).getByTestId('live-version')).toHaveTextContent('0.1.0-blog1'));
    const entry = await within(screen.getByTestId('ops-history')).findByTestId('history-entry');
    expect(entry).toHaveTextContent('Olga (ops console)');
    expect(entry).toHaveTextContent('Broken post cards');
  });

  it('Cancel closes the dialog without a move and gives the focus back to its button', async () => {
    const seen = operatorApi();
    renderStudio('/ops');
    const rollBack = within(await screen.findByTestId('remote-blog')).getByRole('button', { name: 'Roll back' });
    await userEvent.click(rollBack);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rollBack).toHaveFocus();
    expect(seen.some((request) => request.method === 'POST')).toBe(false);
  });

  it('a signed-in user without the operator role is told so, and asks for nothing the API would refuse', async () => {
    const seen = installFakeRoutes({ 'GET /ops/access': () => ok({ operator: false }) });
    renderStudio('/ar/ops', 'ar');
    const state = await screen.findByTestId('ops-forbidden');
    expect(within(state).getByRole('heading', { level: 1 })).toHaveTextContent('للمشغّلين فقط');
    expect(seen.map((request) => request.path)).toEqual(['/ops/access']);
  });

  it('an operator role taken away meanwhile (403 on the console’s data) shows the same state', async () => {
    installFakeRoutes({
      'GET /ops/access': () => ok({ operator: true }),
      'GET /ops/remotes': () => fail(403, 40390, 'Operators only'),
    });
    renderStudio('/ops');
    expect(await screen.findByTestId('ops-forbidden')).toHaveTextContent('You need the operator role');
  });
});
