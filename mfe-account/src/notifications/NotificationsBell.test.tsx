// First: the fake network must be in place before @portal/shared loads ofetch.
import { fail, installFakeApi, ok, type FakeRequest } from '@portal/shared/testing/fakeApi';
import { act, fireEvent, screen } from '@testing-library/react';
import { overlayAtom, portalStore, setApiClientHooks } from '@portal/shared';
import { renderAccount, signInForTest, signOutForTest } from '../test/renderAccount';
import { NotificationsBell } from './NotificationsBell';
import { inbox, reply } from '../test/notifications';
import { unreadNotificationsAtom } from './unreadCount';
import { UNREAD_POLL_MS } from './useUnreadPolling';

let unread = 3;
let requests: FakeRequest[] = [];
const polls = () => requests.filter((r) => r.path === '/user/n').length;
/** Lets the fake network's promises settle under fake timers. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    await jest.advanceTimersByTimeAsync(0);
  });

beforeEach(() => {
  jest.useFakeTimers();
  unread = 3;
  requests = installFakeApi(({ path }) =>
    path === '/user/n' ? ok(inbox([reply], { unread })) : fail(404, 404, 'no route'),
  );
  portalStore.set(unreadNotificationsAtom, 0);
  portalStore.set(overlayAtom, { box: 'none' });
  signInForTest();
});

afterEach(() => jest.useRealTimers());

describe('NotificationsBell', () => {
  it('shows the unread count, asking once at start and then every minute', async () => {
    renderAccount(<NotificationsBell />);
    await settle();
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('3');
    expect(polls()).toBe(1);
    expect(requests[0]?.query.get('limit')).toBe('1');

    unread = 120;
    await act(() => jest.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    await settle();
    expect(polls()).toBe(2);
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('99+');
  });

  it('asks again when the window regains focus or the tab becomes visible, once for both', async () => {
    renderAccount(<NotificationsBell />);
    await settle();
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await settle();
    expect(polls()).toBe(2);
  });

  it('opens the notifications box; with nothing unread the badge is gone', async () => {
    unread = 0;
    renderAccount(<NotificationsBell />);
    await settle();
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(portalStore.get(overlayAtom)).toEqual({ box: 'notifications', props: undefined });
  });

  it('stops asking and clears the count when the user signs out; a guest sees no bell', async () => {
    renderAccount(<NotificationsBell />);
    await settle();
    act(() => signOutForTest());
    await settle();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(portalStore.get(unreadNotificationsAtom)).toBe(0);
    await act(() => jest.advanceTimersByTimeAsync(UNREAD_POLL_MS * 3));
    act(() => window.dispatchEvent(new Event('focus')));
    expect(polls()).toBe(1);
  });

  it('keeps the last count when a refresh fails, without an error toast', async () => {
    renderAccount(<NotificationsBell />);
    await settle();
    const onError = jest.fn();
    setApiClientHooks({ onError });
    requests = installFakeApi(() => fail(500, 500, 'boom'));
    await act(() => jest.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    await settle();
    expect(polls()).toBe(2);
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('3');
    expect(onError).not.toHaveBeenCalled();
  });
});
