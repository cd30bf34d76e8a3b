// First: the fake network must be in place before @portal/shared loads ofetch.
import { fail, installFakeApi, ok, type FakeRequest } from '@portal/shared/testing/fakeApi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAccount, signInForTest, signOutForTest, game } from '../test/renderAccount';
import ContactGameBox from './ContactGameBox';
import ContactMenuBox from './ContactMenuBox';
import GameFeedbackBox from './GameFeedbackBox';

const close = jest.fn();
const open = jest.fn();
let requests: FakeRequest[] = [];
const games = [game('snake', 'Snake'), game('snake-arena', 'Snake Arena')];

beforeEach(() => {
  close.mockReset();
  open.mockReset();
  signInForTest();
  requests = installFakeApi(({ method, path, query }) => {
    if (method === 'GET' && path === '/g/search') {
      const q = (query.get('q') ?? '').toLowerCase();
      const items = games.filter((g) => g.title.toLowerCase().includes(q));
      return ok({ items, page: 1, limit: 8, total: items.length, has_more: false, query: q });
    }
    if (method === 'POST' && path === '/user/feedback') return ok({ id: 3, created_at: '2026-03-01T00:00:00.000Z' });
    return fail(404, 404, 'no route');
  });
});

describe('ContactMenuBox', () => {
  it.each([
    ['Problem with a game', 'contactus game'],
    ['Send feedback', 'contactusform'],
    ['Something else', 'contactusother'],
  ])('"%s" opens %s', async (choice, box) => {
    renderAccount(<ContactMenuBox close={close} open={open} />);
    await userEvent.click(screen.getByRole('button', { name: new RegExp(choice) }));
    expect(open).toHaveBeenCalledWith(box);
  });

  it('sends a guest to the sign-in prompt first', () => {
    signOutForTest();
    renderAccount(<ContactMenuBox close={close} open={open} />);
    expect(open).toHaveBeenCalledWith('contactlogin', { action: 'contact' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('ContactGameBox', () => {
  it('offers the game it was opened from', async () => {
    renderAccount(<ContactGameBox close={close} open={open} slug="snake" title="Snake" />);
    expect(screen.getByText('About: Snake')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(open).toHaveBeenCalledWith('contactusgamefeedback', { slug: 'snake', title: 'Snake' });
  });

  it('finds another game by name', async () => {
    renderAccount(<ContactGameBox close={close} open={open} slug="snake" title="Snake" />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose another game' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Which game has the problem?' }), 'arena');
    const results = await screen.findByRole('list', { name: 'Matching games' });
    expect(screen.getByRole('status')).toHaveTextContent('1 game found');
    await userEvent.click(within(results).getByRole('button', { name: 'Snake Arena' }));
    expect(open).toHaveBeenCalledWith('contactusgamefeedback', { slug: 'snake-arena', title: 'Snake Arena' });
    expect(requests.map((r) => r.query.get('mode'))).toEqual(['suggest']);
  });

  it('says when no game matches, and ignores a malformed game in its props', async () => {
    renderAccount(<ContactGameBox close={close} open={open} slug="../etc" title="Bad" />);
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No game matches that name.'));
  });
});

describe('GameFeedbackBox', () => {
  it('sends the problem type and the message about the game', async () => {
    renderAccount(<GameFeedbackBox close={close} open={open} slug="snake" title="Snake" />);
    expect(screen.getByText('About: Snake')).toBeInTheDocument();
    const problems = screen.getByRole('group', { name: 'What is wrong?' });
    await userEvent.click(within(problems).getByRole('radio', { name: 'It freezes or crashes' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Describe the problem' }), 'Stops at level 3');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      category: 'game',
      slug: 'snake',
      problem: 'crash',
      message: 'Stops at level 3',
    });
  });

  it('refuses a too-short message without sending', async () => {
    renderAccount(<GameFeedbackBox close={close} open={open} slug="snake" title="Snake" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Describe the problem' }), 'bad');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Feedback content must be between 5 and 500 characters');
    expect(requests).toEqual([]);
  });

  it('asks for a game when it was opened without one', async () => {
    renderAccount(<GameFeedbackBox close={close} open={open} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose a game' }));
    expect(open).toHaveBeenCalledWith('contactus game');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
