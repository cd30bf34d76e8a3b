// First: the fake network must be in place before @portal/shared loads ofetch.
import { fail, installFakeApi, ok, type FakeReply } from '@portal/shared/testing/fakeApi';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authAtom, portalStore, toastsAtom } from '@portal/shared';
import { renderAccount, SIGNED_IN, signInForTest, signOutForTest } from '../test/renderAccount';
import { NameForm } from './NameForm';

const saveName = async (name: string) => {
  const input = screen.getByLabelText('Display name');
  await userEvent.clear(input);
  if (name) await userEvent.type(input, name);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
};
const profile = (name: string) => ({
  ...SIGNED_IN.user!,
  name,
  email: 'ada@example.test',
  created_at: '2026-01-01T00:00:00.000Z',
});

beforeEach(() => {
  portalStore.set(toastsAtom, []);
  signInForTest();
});

describe('NameForm', () => {
  it('saves a signed-in player name through the API and puts it in the shared auth atom at once', async () => {
    const requests = installFakeApi(() => ok(profile('Ada Lovelace')));
    renderAccount(<NameForm />);
    expect(screen.getByLabelText('Display name')).toHaveValue('Ada');
    await saveName('  Ada   Lovelace ');
    await waitFor(() => expect(portalStore.get(authAtom).user?.name).toBe('Ada Lovelace'));
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/user/info/modify', { name: 'Ada Lovelace' }],
    ]);
    expect(portalStore.get(authAtom).access_token).toBe(SIGNED_IN.access_token);
    expect(portalStore.get(toastsAtom).map((t) => t.message)).toEqual(['Name saved']);
  });

  it.each([
    ['', 'Enter a name.'],
    ['x', 'The name needs at least 2 characters.'],
    ['x'.repeat(25), 'The name can have at most 24 characters.'],
    ['Ada<3', 'Use letters, digits, single spaces and _ - . only.'],
  ])('refuses %j without a call', async (name, message) => {
    const requests = installFakeApi(() => ok(profile(name)));
    renderAccount(<NameForm />);
    await saveName(name);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Display name')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
    expect(portalStore.get(authAtom).user?.name).toBe('Ada');
  });

  it('accepts names in any script, counting characters', async () => {
    installFakeApi(() => ok(profile('玩家')));
    renderAccount(<NameForm />);
    await saveName('玩家');
    await waitFor(() => expect(portalStore.get(authAtom).user?.name).toBe('玩家'));
  });

  it.each([
    [
      'a disallowed word',
      () => fail(400, 40005, 'Name contains a word that is not allowed'),
      'This name contains a word that is not allowed. Choose another.',
    ],
    [
      'a rule the API enforces',
      () => fail(400, 40004, 'Name must be 2 to 24 characters long'),
      'Use letters, digits, single spaces and _ - . only.',
    ],
    ['rate limited', () => fail(429, 429, 'Too many requests'), 'Too many attempts. Wait a moment and try again.'],
  ])('shows the API refusal: %s', async (_name, reply: () => FakeReply, message) => {
    installFakeApi(reply);
    renderAccount(<NameForm />);
    await saveName('Grace');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(portalStore.get(authAtom).user?.name).toBe('Ada');
    expect(portalStore.get(toastsAtom)).toEqual([]);
  });

  it('keeps a guest name in this browser without calling the API', async () => {
    signOutForTest();
    const requests = installFakeApi(() => ok({}));
    renderAccount(<NameForm />);
    expect(screen.getByText('Kept in this browser until you sign in.')).toBeInTheDocument();
    await saveName('Ada');
    expect(requests).toEqual([]);
    expect(portalStore.get(authAtom)).toMatchObject({ isLoggedIn: false, user: { identity: 'guest', name: 'Ada' } });
  });
});
