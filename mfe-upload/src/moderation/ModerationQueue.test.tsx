// First: the fake network must be in place before @portal/shared loads ofetch.
import { fail, ok, type FakeReply, type FakeRequest, installFakeRoutes } from '@portal/shared/testing/fakeApi';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UPLOAD_ERROR_CODES, UPLOAD_REJECT_REASON_MAX_LENGTH, type ModerationItem } from '@portal/shared';
import { english, pageOf, pendingItem, renderUpload, signInForTest } from '../test/renderUpload';
import { ModerationQueue } from './ModerationQueue';

const hopper = pendingItem('f-1', 'Star Hopper');
const golf = pendingItem('f-2', 'Tiny Golf', { is_update: true, description: '' });

type Handler = (request: FakeRequest) => FakeReply;
function api(overrides: Record<string, Handler> = {}, queue: ModerationItem[] = [hopper, golf]): FakeRequest[] {
  const decided = (status: string) => (request: FakeRequest) => {
    const item = queue.find((i) => i.file_id === (request.body as { file_id: string }).file_id)!;
    return ok({ ...item, status });
  };
  const routes: Record<string, Handler> = {
    'GET /user/moderation/uploads': () => ok(pageOf(queue)),
    'GET /c': () =>
      ok([{ slug: 'arcade', name: 'Arcade', type: 'general', show_type: 'nav', sort_order: 1, game_count: 3 }]),
    'GET /t': () => ok([{ slug: 'retro', name: 'Retro', game_count: 2 }]),
    'POST /user/moderation/approve': decided('published'),
    'POST /user/moderation/reject': decided('rejected'),
    ...overrides,
  };
  return installFakeRoutes(routes);
}

const cardOf = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li')!;
const posts = (requests: FakeRequest[]) =>
  requests.filter((r) => r.method === 'POST').map((r) => ({ path: r.path, body: r.body }));

beforeEach(signInForTest);

describe('ModerationQueue', () => {
  it('lists each pending upload with its uploader, texts and facts, the category and tags by name', async () => {
    api();
    renderUpload(<ModerationQueue />);
    const card = within(await screen.findByTestId('review-queue').then(() => cardOf('Star Hopper')));
    expect(card.getByText(english('moderation.by', { name: 'Grace' }))).toBeInTheDocument();
    expect(card.getByText('Star Hopper is a game about jumping.')).toBeInTheDocument();
    expect(await card.findByText('Arcade')).toBeInTheDocument();
    expect(card.getByText('Retro')).toBeInTheDocument();
    expect(card.getByText('English and French')).toBeInTheDocument();
    expect(card.getByText(english('moderation.kind.new'))).toBeInTheDocument();
    expect(screen.getByTestId('review-count')).toHaveTextContent(english('moderation.count', { count: 2, value: 2 }));
    const other = within(cardOf('Tiny Golf'));
    expect(other.getByText(english('moderation.kind.update'))).toBeInTheDocument();
    expect(other.getByText(english('moderation.noDescription'))).toBeInTheDocument();
  });

  it('renews a preview URL that expired while the queue was open', async () => {
    const stale = `http://f-1.preview.test/${Math.floor(Date.now() / 1000) - 60}.${'s'.repeat(43)}/index.html`;
    const fresh = `http://f-1.preview.test/${Math.floor(Date.now() / 1000) + 900}.${'s'.repeat(43)}/index.html`;
    const requests = api({ 'GET /user/upload/preview': () => ok({ preview_url: fresh }) }, [
      { ...hopper, game: { ...hopper.game!, preview_url: stale } },
    ]);
    renderUpload(<ModerationQueue />);
    await screen.findByTestId('review-queue');
    const card = within(cardOf('Star Hopper'));
    await userEvent.click(card.getByTestId('review-preview-start'));
    expect(await card.findByTestId('review-preview')).toHaveAttribute('src', fresh);
    expect(requests.filter((r) => r.path === '/user/upload/preview').map((r) => r.query.get('file_id'))).toEqual([
      'f-1',
    ]);
  });

  it('starts the preview only on request, sandboxed on the games origin', async () => {
    api();
    renderUpload(<ModerationQueue />);
    await screen.findByTestId('review-queue');
    const card = within(cardOf('Star Hopper'));
    expect(card.queryByTestId('review-preview')).not.toBeInTheDocument();
    await userEvent.click(
      card.getByRole('button', { name: english('moderation.preview.start', { title: 'Star Hopper' }) }),
    );
    const frame = card.getByTitle(english('moderation.preview.label', { title: 'Star Hopper' }));
    expect(frame).toHaveAttribute('src', hopper.game!.preview_url);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-pointer-lock');
    expect(frame).toHaveFocus();
    // The other game does not start with it.
    expect(within(cardOf('Tiny Golf')).queryByTestId('review-preview')).not.toBeInTheDocument();
  });

  it('approves: the upload leaves the queue, a status line says so with the game’s page, focus goes to the heading', async () => {
    const requests = api();
    renderUpload(<ModerationQueue />);
    await screen.findByTestId('review-queue');
    await userEvent.click(within(cardOf('Star Hopper')).getByRole('button', { name: english('moderation.approve') }));
    const status = await screen.findByText(english('moderation.done.approved', { title: 'Star Hopper' }));
    expect(
      within(screen.getByTestId('review-status')).getByRole('link', { name: english('moderation.openGame') }),
    ).toHaveAttribute('href', '/games/star-hopper');
    expect(status).toBeVisible();
    expect(screen.queryByRole('heading', { level: 3, name: 'Star Hopper' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Tiny Golf' })).toBeInTheDocument();
    expect(screen.getByTestId('review-count')).toHaveTextContent(english('moderation.count', { count: 1, value: 1 }));
    expect(screen.getByRole('heading', { level: 2, name: english('moderation.heading') })).toHaveFocus();
    expect(posts(requests)).toEqual([{ path: '/user/moderation/approve', body: { file_id: 'f-1' } }]);
  });

  it('will not reject without a reason, nor with one over the limit; a valid reason is sent trimmed', async () => {
    const requests = api();
    renderUpload(<ModerationQueue />);
    await screen.findByTestId('review-queue');
    await userEvent.click(
      within(cardOf('Star Hopper')).getByRole('button', { name: english('moderation.reject.open') }),
    );
    const form = within(screen.getByTestId('reject-form'));
    const field = form.getByRole('textbox', { name: english('moderation.reject.label') });
    expect(field).toHaveFocus();
    const submit = form.getByRole('button', { name: english('moderation.reject.submit') });

    await userEvent.click(submit);
    expect(form.getByRole('alert')).toHaveTextContent(english('moderation.reject.required'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();

    fireEvent.change(field, { target: { value: 'x'.repeat(UPLOAD_REJECT_REASON_MAX_LENGTH + 1) } });
    expect(form.getByTestId('reject-counter')).toHaveTextContent(
      `${UPLOAD_REJECT_REASON_MAX_LENGTH + 1} / ${UPLOAD_REJECT_REASON_MAX_LENGTH}`,
    );
    expect(form.getByRole('alert')).toHaveTextContent(
      english('moderation.reject.tooLong', { max: UPLOAD_REJECT_REASON_MAX_LENGTH }),
    );
    await userEvent.click(submit);
    expect(posts(requests)).toEqual([]);

    fireEvent.change(field, { target: { value: '  The game freezes after level 2.  ' } });
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
    expect(form.getByTestId('reject-counter')).toHaveTextContent(`31 / ${UPLOAD_REJECT_REASON_MAX_LENGTH}`);
    await userEvent.click(submit);

    expect(await screen.findByText(english('moderation.done.rejected', { title: 'Star Hopper' }))).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Star Hopper' })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('review-status')).queryByRole('link')).not.toBeInTheDocument();
    expect(posts(requests)).toEqual([
      { path: '/user/moderation/reject', body: { file_id: 'f-1', reason: 'The game freezes after level 2.' } },
    ]);
  });

  it('counts an emoji as one character, as the server does', async () => {
    api();
    renderUpload(<ModerationQueue />);
    await screen.findByTestId('review-queue');
    await userEvent.click(
      within(cardOf('Star Hopper')).getByRole('button', { name: english('moderation.reject.open') }),
    );
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '🐛🐛' } });
    expect(screen.getByTestId('reject-counter')).toHaveTextContent(`2 / ${UPLOAD_REJECT_REASON_MAX_LENGTH}`);
  });

  it('closes the reject form with Escape and gives focus back to Reject', async () => {
    api();
    renderUpload(<ModerationQueue />);
    await screen.findByTestId('review-queue');
    const card = within(cardOf('Star Hopper'));
    await userEvent.click(card.getByRole('button', { name: english('moderation.reject.open') }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('reject-form')).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: english('moderation.reject.open') })).toHaveFocus();
  });

  it('removes an upload another moderator decided on meanwhile, and says so', async () => {
    api({
      'POST /user/moderation/approve': () => fail(409, UPLOAD_ERROR_CODES.notPendingReview, 'Not waiting for review'),
    });
    renderUpload(<ModerationQueue />);
    await screen.findByTestId('review-queue');
    await userEvent.click(within(cardOf('Star Hopper')).getByRole('button', { name: english('moderation.approve') }));
    expect(await screen.findByText(english('moderation.done.gone', { title: 'Star Hopper' }))).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Star Hopper' })).not.toBeInTheDocument();
  });

  it('keeps the upload and says so when a decision fails', async () => {
    api({ 'POST /user/moderation/approve': () => fail(500, 500, 'boom') });
    renderUpload(<ModerationQueue />);
    await screen.findByTestId('review-queue');
    const card = within(cardOf('Star Hopper'));
    await userEvent.click(card.getByRole('button', { name: english('moderation.approve') }));
    expect(await card.findByRole('alert')).toHaveTextContent(english('moderation.actionError'));
    expect(card.getByRole('button', { name: english('moderation.approve') })).toBeEnabled();
  });

  it('says when nothing waits', async () => {
    api({}, []);
    renderUpload(<ModerationQueue />);
    expect(await screen.findByTestId('review-empty')).toHaveTextContent(english('moderation.empty'));
  });
});
