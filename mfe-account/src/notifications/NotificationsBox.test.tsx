// First: the fake network must be in place before @portal/shared loads ofetch.
import { fail, installFakeApi, ok, type FakeReply, type FakeRequest } from '@portal/shared/testing/fakeApi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalStore } from '@portal/shared';
import { renderAccount, signInForTest, signOutForTest } from '../test/renderAccount';
import NotificationsBox from './NotificationsBox';
import { inbox, like, reply, review } from '../test/notifications';
import { unreadNotificationsAtom } from './unreadCount';

type Handler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;
function api(routes: Record<string, Handler>): FakeRequest[] {
  return installFakeApi(
    (request) => routes[`${request.method} ${request.path}`]?.(request) ?? fail(404, 404, 'no route'),
  );
}

const open = jest.fn();
const renderBox = () => renderAccount(<NotificationsBox close={jest.fn()} open={open} />);
const items = () => screen.getAllByTestId('notification');

beforeEach(() => {
  open.mockReset();
  signInForTest();
  portalStore.set(unreadNotificationsAtom, 0);
});

describe('NotificationsBox', () => {
  it('lists notifications newest first, unread ones marked in style and in words, and sets the unread count', async () => {
    api({ 'GET /user/n': () => ok(inbox([reply, like, review])) });
    renderBox();
    expect(screen.getByTestId('list-loading')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Your notifications' });
    expect(items().map((li) => li.className.includes('acc-note--unread'))).toEqual([true, false, true]);
    expect(
      within(items()[0]!).getByRole('button', { name: /^Unread: Bob replied to your comment on Snake/ }),
    ).toBeInTheDocument();
    expect(items()[0]).toHaveTextContent('Nice take!');
    expect(items()[1]).toHaveTextContent('Cleo liked your comment on Snake');
    expect(items()[1]).not.toHaveTextContent('Unread');
    expect(items()[2]).toHaveTextContent('Your game “Tiny Golf” was not approved');
    expect(screen.getByRole('status')).toHaveTextContent('2 unread');
    expect(portalStore.get(unreadNotificationsAtom)).toBe(2);
  });

  it('says so when there are none', async () => {
    api({ 'GET /user/n': () => ok(inbox([])) });
    renderBox();
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('No notifications yet.');
  });

  it('offers a retry when loading fails', async () => {
    let failures = 2;
    api({ 'GET /user/n': () => (failures-- > 0 ? fail(503, 503, 'busy') : ok(inbox([reply]))) });
    renderBox();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Bob replied to your comment on Snake')).toBeInTheDocument();
  });

  it('marks one notification read', async () => {
    const requests = api({
      'GET /user/n': () => ok(inbox([reply, review])),
      'POST /user/n/status': () => ok({ updated: 1, unread: 1 }),
    });
    renderBox();
    await screen.findByRole('list', { name: 'Your notifications' });
    await userEvent.click(within(items()[0]!).getByRole('button', { name: 'Mark as read' }));
    expect(items()[0]).not.toHaveClass('acc-note--unread');
    expect(within(items()[0]!).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ id: 7 }]));
    expect(portalStore.get(unreadNotificationsAtom)).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent('1 unread');
  });

  it('marks all read, and shows them unread again if the server refuses', async () => {
    let answer: FakeReply = fail(500, 500, 'boom');
    const requests = api({
      'GET /user/n': () => ok(inbox([reply, like, review])),
      'POST /user/n/status': () => answer,
    });
    renderBox();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(items()[0]).toHaveClass('acc-note--unread'));
    expect(items()[1]).not.toHaveClass('acc-note--unread');
    expect(portalStore.get(unreadNotificationsAtom)).toBe(2);

    answer = ok({ updated: 2, unread: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(items().some((li) => li.className.includes('acc-note--unread'))).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('All caught up.');
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(2));
    expect(requests.at(-1)?.body).toEqual({ all: true });
    expect(portalStore.get(unreadNotificationsAtom)).toBe(0);
  });

  it('opens the details of a notification', async () => {
    api({ 'GET /user/n': () => ok(inbox([reply])) });
    renderBox();
    await userEvent.click(await screen.findByRole('button', { name: /Bob replied to your comment on Snake/ }));
    expect(open).toHaveBeenCalledWith('notificationsdetails', { notification: reply });
  });

  it('loads more on request', async () => {
    api({
      'GET /user/n': ({ query }) =>
        ok(query.get('page') === '2' ? inbox([review], { page: 2 }) : inbox([reply, like], { has_more: true })),
    });
    renderBox();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(items()).toHaveLength(3));
  });

  it('sends a guest to the sign-in prompt', () => {
    const requests = api({});
    signOutForTest();
    renderBox();
    expect(open).toHaveBeenCalledWith('contactlogin', { action: 'notifications' });
    expect(requests).toEqual([]);
  });
});
