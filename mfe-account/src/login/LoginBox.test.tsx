// First: the fake network must be in place before @portal/shared loads ofetch.
import { fail, ok, type FakeReply, type FakeRequest, installFakeRoutes } from '@portal/shared/testing/fakeApi';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authAtom, LOGGED_OUT, overlayTitleAtom, portalStore, toastsAtom } from '@portal/shared';
import { stopSession } from '../session/session';
import { english, initSharedI18nInEnglish, renderAccount } from '../test/renderAccount';
import LoginBox from './LoginBox';

const user = {
  identity: 'playnook:1',
  user_id: 'u-1',
  name: 'Ada',
  game_stats: { play_count: 0, favorite_count: 0, liked_count: 0 },
};
const providerToken = ok({
  token: 'provider-token',
  expires_at: Date.now() + 120_000,
  account: { id: '1', email: 'ada@example.test' },
});

type Routes = Record<string, (request: FakeRequest) => FakeReply | Promise<FakeReply>>;
function api(overrides: Routes = {}) {
  const routes: Routes = {
    'POST /identity/sign-in': () => providerToken,
    'POST /identity/sign-up': () => providerToken,
    'POST /identity/password/forgot': () => ok({ done: true }),
    'POST /identity/password/reset': () => ok({ done: true }),
    'POST /auth/login': () => ok({ access_token: 'access', expires_at: Date.now() + 86_400_000, user }),
    'GET /user/g/recent': () => ok({ items: [], page: 1, limit: 50, total: 0, has_more: false }),
    ...overrides,
  };
  return installFakeRoutes(routes);
}

const close = jest.fn();
const open = jest.fn();
const renderBox = (props: Record<string, unknown> = {}) =>
  renderAccount(<LoginBox close={close} open={open} {...props} />);
const submitSignIn = async (email = 'ada@example.test', password = 'correct-horse-7') => {
  await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

beforeAll(() => initSharedI18nInEnglish());

beforeEach(() => {
  close.mockReset();
  open.mockReset();
  portalStore.set(authAtom, LOGGED_OUT);
  portalStore.set(toastsAtom, []);
  sessionStorage.clear();
});

afterEach(() => stopSession());

describe('LoginBox', () => {
  it('opens on sign in with labelled fields, the right autocomplete and the email focused', () => {
    api();
    renderBox();
    expect(screen.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('signs in, logs in to the portal ("aware"), greets and closes', async () => {
    const requests = api();
    renderBox();
    await submitSignIn();
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(requests.find((r) => r.path === '/identity/sign-in')?.body).toEqual({
      email: 'ada@example.test',
      password: 'correct-horse-7',
    });
    expect(requests.find((r) => r.path === '/auth/login')?.body).toMatchObject({
      token: 'provider-token',
      login_type: 'aware',
    });
    expect(portalStore.get(authAtom)).toMatchObject({ user, access_token: 'access', isLoggedIn: true });
    await waitFor(() => expect(portalStore.get(toastsAtom).map((t) => t.message)).toEqual(['Signed in']));
  });

  it('signs up with a display name on the other tab', async () => {
    const requests = api();
    renderBox();
    await userEvent.click(screen.getByRole('tab', { name: 'Create account' }));
    expect(screen.getByLabelText('Display name (optional)')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(screen.getByLabelText('Display name (optional)'), 'Ada L');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse-7');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(requests.find((r) => r.path === '/identity/sign-up')?.body).toEqual({
      email: 'ada@example.test',
      password: 'correct-horse-7',
      name: 'Ada L',
    });
  });

  it('switches tabs with the arrow keys', async () => {
    api();
    renderBox();
    screen.getByRole('tab', { name: 'Sign in' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Create account' })).toHaveFocus();
  });

  it('checks the fields before calling anyone', async () => {
    const requests = api();
    renderBox();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(alerts()).toEqual(['Enter your email address.', 'Enter your password.']);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(alerts()).toEqual(['Enter a valid email address.', 'Enter your password.']);
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(alerts()).toEqual(['Enter your password.']);
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(requests).toEqual([]);
  });

  it('refuses a short password on sign up without a call, with every other invalid field', async () => {
    const requests = api();
    renderBox({ tab: 'signUp' });
    await userEvent.type(screen.getByLabelText('Display name (optional)'), 'A');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.type(screen.getByLabelText('Password'), 'short1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(alerts()).toEqual([
      'The name needs at least 2 characters.',
      'Enter a valid email address.',
      expect.stringMatching(/at least 8 characters/),
    ]);
    for (const label of ['Display name (optional)', 'Email', 'Password']) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringMatching(/characters|valid email/));
    }
    expect(screen.getByLabelText('Display name (optional)')).toHaveFocus();
    expect(requests).toEqual([]);
  });

  it('marks every field the server refused on sign up, focusing the first', async () => {
    api({
      'POST /identity/sign-up': () =>
        fail(409, 40901, 'An account with this email address already exists', {
          fields: [
            { field: 'email', code: 40901, message: 'An account with this email address already exists' },
            { field: 'password', code: 40001, message: 'Password is too easy to guess' },
          ],
        }),
    });
    renderBox({ tab: 'signUp' });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'aaaa1111');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(alerts()).toHaveLength(2));
    expect(alerts()).toEqual([
      english('authErrors.emailTaken'),
      english('authErrors.weakPassword').replace('{{min}}', '8'),
    ]);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(close).not.toHaveBeenCalled();
  });

  it('names the dialog after its tab: "Create account" there, the manifest\'s "Sign in" otherwise', async () => {
    api();
    renderBox();
    expect(portalStore.get(overlayTitleAtom)).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Create account' }));
    expect(portalStore.get(overlayTitleAtom)).toBe('overlay.signUp');
    expect(english('overlay.signUp')).toBe('Create account');
    await userEvent.click(screen.getByRole('tab', { name: 'Sign in' }));
    expect(portalStore.get(overlayTitleAtom)).toBeNull();
  });

  it.each([
    ['wrong password', () => fail(401, 40102, 'Wrong password'), english('authErrors.wrongPassword'), 'Password'],
    [
      'unknown email or wrong password',
      () => fail(401, 40104, 'The email address or the password is wrong'),
      english('authErrors.wrongCredentials'),
      'Password',
    ],
    [
      'rate limited',
      () => fail(429, 429, 'Too many requests; try again in 40 s'),
      english('authErrors.rateLimited'),
      null,
    ],
    [
      'network',
      (): FakeReply => {
        throw new TypeError('Failed to fetch');
      },
      english('authErrors.network'),
      null,
    ],
  ])('says what went wrong: %s', async (_name, reply, message, field) => {
    api({ 'POST /identity/sign-in': reply });
    renderBox();
    await submitSignIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    if (field) expect(screen.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
    expect(close).not.toHaveBeenCalled();
    expect(portalStore.get(authAtom)).toEqual(LOGGED_OUT);
  });

  it.each([
    [
      'duplicate email',
      () => fail(409, 40901, 'An account with this email address already exists'),
      english('authErrors.emailTaken'),
    ],
    [
      'weak password',
      () => fail(400, 40001, 'Password is too easy to guess'),
      english('authErrors.weakPassword').replace('{{min}}', '8'),
    ],
  ])('says what went wrong on sign up: %s', async (_name, reply, message) => {
    api({ 'POST /identity/sign-up': reply });
    renderBox({ tab: 'signUp' });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'aaaaaaaa1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('disables the submit button while signing in', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    api({ 'POST /identity/sign-in': () => new Promise<FakeReply>((resolve) => (answer = resolve)) });
    renderBox();
    await submitSignIn();
    const pending = screen.getByRole('button', { name: 'Please wait…' });
    expect(pending).toBeDisabled();
    await act(async () => answer(fail(401, 40102, 'Wrong password')));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows and hides the password', async () => {
    api();
    renderBox();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lets the visitor carry on as a guest', async () => {
    const requests = api();
    renderBox();
    expect(sessionStorage.getItem('portal.guestToLogin')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Continue as guest' }));
    expect(close).toHaveBeenCalled();
    expect(requests).toEqual([]);
    expect(sessionStorage.getItem('portal.guestToLogin')).toBeNull();
  });

  it('mails a reset link from "forgot password", keeping the typed address', async () => {
    const requests = api();
    renderBox();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(english('login.forgotSent'));
    expect(requests.find((r) => r.path === '/identity/password/forgot')?.body).toMatchObject({
      email: 'ada@example.test',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sets a new password from a reset link, then asks to sign in with it', async () => {
    const requests = api();
    renderBox({ resetToken: 'reset-secret' });
    const password = screen.getByLabelText('New password');
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(password, 'brand-new-pass-9');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(english('login.resetDone'));
    expect(screen.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
    expect(requests.find((r) => r.path === '/identity/password/reset')?.body).toEqual({
      token: 'reset-secret',
      password: 'brand-new-pass-9',
    });
  });

  it('says when a reset link is no longer valid', async () => {
    api({ 'POST /identity/password/reset': () => fail(400, 40007, 'This password reset link is invalid') });
    renderBox({ resetToken: 'used' });
    await userEvent.type(screen.getByLabelText('New password'), 'brand-new-pass-9');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(english('authErrors.invalidResetLink'));
  });
});
