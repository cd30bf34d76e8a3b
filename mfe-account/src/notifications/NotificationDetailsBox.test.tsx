// First: the fake network must be in place before @portal/shared loads ofetch.
import { ok, type FakeRequest, installFakeRoutes, type FakeRoute } from '@portal/shared/testing/fakeApi';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalStore } from '@portal/shared';
import { renderAccount, signInForTest } from '../test/renderAccount';
import NotificationDetailsBox from './NotificationDetailsBox';
import { inbox, like, reply, review } from '../test/notifications';
import { unreadNotificationsAtom } from './unreadCount';

type Handler = FakeRoute;
function api(routes: Record<string, Handler>): FakeRequest[] {
  return installFakeRoutes(routes);
}

const close = jest.fn();
const open = jest.fn();
const renderBox = (props: Record<string, unknown>, path = '/start') =>
  renderAccount(<NotificationDetailsBox close={close} open={open} {...props} />, { path });

beforeEach(() => {
  close.mockReset();
  open.mockReset();
  signInForTest();
  portalStore.set(unreadNotificationsAtom, 3);
});

describe('NotificationDetailsBox', () => {
  it('shows a reply with a link to the comment on its game page, and marks it read', async () => {
    const requests = api({ 'POST /user/n/status': () => ok({ updated: 1, unread: 2 }) });
    renderBox({ notification: reply }, '/de/start');
    expect(await screen.findByText('Bob replied to your comment on Snake', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Nice take!').tagName).toBe('BLOCKQUOTE');
    await waitFor(() => expect(portalStore.get(unreadNotificationsAtom)).toBe(2));
    expect(requests.map((r) => [r.path, r.body])).toEqual([['/user/n/status', { id: 7 }]]);
    expect(screen.getByRole('link', { name: 'Go to the comment' })).toHaveAttribute(
      'href',
      '/de/games/snake#comment-12',
    );
  });

  it('follows the link and closes the box', async () => {
    api({ 'POST /user/n/status': () => ok({ updated: 1, unread: 2 }) });
    renderBox({ notification: reply });
    await userEvent.click(await screen.findByRole('link', { name: 'Go to the comment' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/games/snake#comment-12');
    expect(close).toHaveBeenCalled();
  });

  it('does not mark a read notification again', async () => {
    const requests = api({});
    renderBox({ notification: like });
    expect(await screen.findByText('Cleo liked your comment on Snake')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('leads an upload review to the upload page, with the reason', async () => {
    api({ 'POST /user/n/status': () => ok({ updated: 1, unread: 2 }) });
    renderBox({ notification: review });
    expect(await screen.findByText('Reason: Broken build')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your uploads' })).toHaveAttribute('href', '/gameupload');
  });

  it('finds a notification given by id, and says when it is gone', async () => {
    api({ 'GET /user/n': () => ok(inbox([reply, like])), 'POST /user/n/status': () => ok({ updated: 1, unread: 0 }) });
    const { unmount } = renderBox({ id: 7 });
    expect(await screen.findByText('Bob replied to your comment on Snake')).toBeInTheDocument();
    unmount();
    renderBox({ id: 99 });
    expect(await screen.findByTestId('notification-missing')).toHaveTextContent(
      'This notification is no longer available.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back to notifications' }));
    expect(open).toHaveBeenCalledWith('notifications');
  });
});
