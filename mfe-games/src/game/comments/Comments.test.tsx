// First: the fake network must be in place before @portal/shared loads ofetch.
import { fail, ok, type FakeReply, installFakeRoutes, type FakeRoute } from '@portal/shared/testing/fakeApi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authAtom, closeOverlay, LOGGED_OUT, overlayAtom, portalStore, toastsAtom, type Comment } from '@portal/shared';
import { renderPage } from '../../test/renderPage';
import { Comments } from './Comments';
import { signInForTest } from '@portal/shared/testing/session';

const author = (name: string, id = name.toLowerCase()) => ({
  user_id: id,
  name,
  avatar_initial: name[0]!.toUpperCase(),
});
const comment = (id: number, over: Partial<Comment> = {}): Comment => ({
  id,
  game_slug: 'snake',
  parent_id: null,
  reply_to: null,
  content: `Comment ${id}`,
  author: author('Bo'),
  like_count: 0,
  reply_count: 0,
  liked: false,
  is_mine: false,
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...over,
});
const page = (items: Comment[], more = false, at = 1) =>
  ok({ items, page: at, limit: 10, total: items.length + (more ? 10 : 0), has_more: more });

function api(routes: Record<string, FakeRoute>) {
  return installFakeRoutes(routes);
}

const renderComments = () =>
  renderPage(<Comments slug="snake" locale="en" />, { path: '/games/snake', route: '/games/:slug' });
const field = () => screen.getByRole('textbox', { name: 'Add a comment' });
const list = () => screen.getByTestId('comment-list');

beforeEach(() => {
  portalStore.set(authAtom, LOGGED_OUT);
  portalStore.set(toastsAtom, []);
  closeOverlay();
});

describe('Comments', () => {
  it('lists comments as text with "more" pages, and says when there are none', async () => {
    const requests = api({
      'GET /g/comment/list': (r) =>
        r.query.get('page') === '1' ? page([comment(1, { content: '<b>hi</b>' })], true) : page([comment(2)], false, 2),
    });
    renderComments();
    expect(await screen.findByRole('heading', { name: 'Comments (11)' })).toBeInTheDocument();
    expect(within(list()).getByText('<b>hi</b>')).toBeInTheDocument();
    expect(within(list()).getByText('5 minutes ago')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More comments' }));
    expect(await within(list()).findByText('Comment 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More comments' })).not.toBeInTheDocument();
    expect(requests.map((r) => r.query.get('sort'))).toEqual(['newest', 'newest']);

    api({ 'GET /g/comment/list': () => page([]) });
    renderPage(<Comments slug="merge-tiles" locale="en" />, { path: '/games/merge-tiles', route: '/games/:slug' });
    expect(await screen.findByText('No comments yet. Be the first to say something!')).toBeInTheDocument();
  });

  it('gives a guest who posts or likes the login box and keeps the draft', async () => {
    const requests = api({ 'GET /g/comment/list': () => page([comment(1)]) });
    renderComments();
    await screen.findByTestId('comment-list');
    await userEvent.type(field(), 'Great game');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(portalStore.get(overlayAtom)).toEqual({ box: 'login', props: undefined });
    expect(field()).toHaveValue('Great game');
    closeOverlay();
    await userEvent.click(within(list()).getByRole('button', { name: /Like comment/ }));
    expect(portalStore.get(overlayAtom).box).toBe('login');
    expect(requests.every((r) => r.method === 'GET')).toBe(true);
  });

  it('posts a signed-in comment to the top of the list and clears the form', async () => {
    const requests = api({
      'GET /g/comment/list': () => page([comment(1)]),
      'POST /user/g/comment/create': (r) =>
        ok(comment(9, { content: (r.body as { content: string }).content, author: author('Ada'), is_mine: true })),
    });
    signInForTest();
    renderComments();
    await screen.findByTestId('comment-list');
    await userEvent.type(field(), '  Love it  ');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(within(list()).getAllByTestId('comment')[0]).toHaveTextContent('Love it'));
    expect(field()).toHaveValue('');
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ slug: 'snake', content: 'Love it' });
  });

  it('keeps the draft and says why when posting fails', async () => {
    api({
      'GET /g/comment/list': () => page([]),
      'POST /user/g/comment/create': () => fail(409, 40921, 'Duplicate comment'),
    });
    signInForTest();
    renderComments();
    await screen.findByText(/No comments yet/);
    await userEvent.type(field(), 'Same again');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already posted this comment.');
    expect(field()).toHaveValue('Same again');
    expect(portalStore.get(toastsAtom)).toEqual([]);
  });

  it('deletes an own comment after confirming, and only own comments offer it', async () => {
    const requests = api({
      'GET /g/comment/list': () =>
        page([comment(1, { is_mine: true, content: 'Mine' }), comment(2, { content: 'Theirs' })]),
      'POST /user/g/comment/delete': () => ok({ comment_id: 1, deleted: true }),
    });
    signInForTest();
    renderComments();
    const [mine, theirs] = await screen.findAllByTestId('comment');
    expect(within(theirs!).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.click(within(mine!).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(mine!).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByText('Mine')).not.toBeInTheDocument());
    expect(screen.getByText('Theirs')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ comment_id: 1 });
  });

  it('keeps a comment whose deletion fails and says so', async () => {
    api({
      'GET /g/comment/list': () => page([comment(1, { is_mine: true, content: 'Mine' })]),
      'POST /user/g/comment/delete': () => fail(404, 40421, 'Comment not found'),
    });
    signInForTest();
    renderComments();
    const [mine] = await screen.findAllByTestId('comment');
    await userEvent.click(within(mine!).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(mine!).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() =>
      expect(portalStore.get(toastsAtom)).toEqual([
        expect.objectContaining({ type: 'error', message: 'That comment no longer exists.' }),
      ]),
    );
    expect(screen.getByText('Mine')).toBeInTheDocument();
  });

  it('likes a comment at once and rolls back a refusal, never below 0', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    api({
      'GET /g/comment/list': () => page([comment(1, { like_count: 0 })]),
      'POST /user/g/comment/interactive': () => new Promise<FakeReply>((resolve) => (answer = resolve)),
    });
    signInForTest();
    renderComments();
    const like = await screen.findByRole('button', { name: 'Like comment, 0 likes' });
    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAccessibleName('Like comment, 1 like');
    answer(fail(429, 429, 'Too many requests'));
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(like).toHaveAccessibleName('Like comment, 0 likes');
  });

  it('shows replies on demand and posts a reply into the thread', async () => {
    const requests = api({
      'GET /g/comment/list': () => page([comment(1, { reply_count: 1 })]),
      'GET /g/comment/replies': () =>
        page([comment(5, { parent_id: 1, content: 'First reply', author: author('Cy') })]),
      'POST /user/g/comment/create': (r) =>
        ok(
          comment(6, {
            parent_id: 1,
            content: (r.body as { content: string }).content,
            author: author('Ada'),
            reply_to: { comment_id: 5, user_name: 'Cy' },
            is_mine: true,
          }),
        ),
    });
    signInForTest();
    renderComments();
    await userEvent.click(await screen.findByRole('button', { name: 'Show 1 reply' }));
    const replies = await screen.findByRole('list', { name: 'Replies to Bo' });
    const first = within(replies).getByText('First reply').closest('article')!;
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Reply' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reply to Cy' }), 'Thanks');
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(within(replies).getByText('Thanks')).toBeInTheDocument());
    expect(within(replies).getByText('Cy', { selector: '.comment__to bdi' })).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ slug: 'snake', content: 'Thanks', parent_id: 5 });
    expect(screen.getByRole('button', { name: 'Hide replies' })).toBeInTheDocument();
  });
});
