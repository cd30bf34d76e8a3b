// First: the fake network must be in place before @portal/shared loads ofetch.
import { fail, installFakeApi, ok, type FakeReply, type FakeRequest } from '@portal/shared/testing/fakeApi';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalStore, toastsAtom } from '@portal/shared';
import { renderAccount, signInForTest, signOutForTest } from '../test/renderAccount';
import ContactFormBox from './ContactFormBox';
import ContactOtherBox from './ContactOtherBox';

let answer: () => FakeReply | Promise<FakeReply> = () => ok({ id: 1, created_at: '2026-03-01T00:00:00.000Z' });
let requests: FakeRequest[] = [];
const sent = () => requests.filter((r) => r.method === 'POST' && r.path === '/user/feedback');

const close = jest.fn();
const open = jest.fn();
const field = () => screen.getByRole('textbox', { name: 'Your feedback' });
const counter = () => screen.getByTestId('feedback-counter');
/** Typing 500 characters key by key is slow; a change event sets the text as a paste would. */
const paste = (text: string) => fireEvent.change(field(), { target: { value: text } });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));

beforeEach(() => {
  close.mockReset();
  open.mockReset();
  answer = () => ok({ id: 1, created_at: '2026-03-01T00:00:00.000Z' });
  requests = installFakeApi(() => answer());
  portalStore.set(toastsAtom, []);
  signInForTest();
});

describe('ContactFormBox (feedback)', () => {
  it('counts characters as they are typed, in a polite live region', async () => {
    renderAccount(<ContactFormBox close={close} open={open} />);
    expect(counter()).toHaveTextContent('0 / 500');
    expect(counter()).toHaveAttribute('aria-live', 'polite');
    await userEvent.type(field(), 'Hello there!');
    expect(counter()).toHaveTextContent('12 / 500');
    paste('🎮'.repeat(3));
    expect(counter()).toHaveTextContent('3 / 500');
  });

  it('refuses 4 characters with the spec’s message and sends nothing', async () => {
    renderAccount(<ContactFormBox close={close} open={open} />);
    await userEvent.type(field(), 'abcd');
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent('Feedback content must be between 5 and 500 characters');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveFocus();
    expect(requests).toEqual([]);
    expect(close).not.toHaveBeenCalled();

    paste('     abcd    ');
    await send();
    expect(requests).toEqual([]);
  });

  it('refuses 501 characters and sends nothing', async () => {
    renderAccount(<ContactFormBox close={close} open={open} />);
    paste('x'.repeat(501));
    expect(counter()).toHaveTextContent('501 / 500');
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent('Feedback content must be between 5 and 500 characters');
    expect(requests).toEqual([]);
  });

  it.each([5, 500])('sends %i characters as contact feedback, thanks in a toast and closes', async (length) => {
    renderAccount(<ContactFormBox close={close} open={open} />);
    paste('y'.repeat(length));
    await send();
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(sent().map((r) => r.body)).toEqual([{ category: 'contact', message: 'y'.repeat(length) }]);
    expect(portalStore.get(toastsAtom)).toEqual([
      expect.objectContaining({ type: 'success', message: 'Thank you! Your message was sent.' }),
    ]);
  });

  it('clears the error once the text is long enough', async () => {
    renderAccount(<ContactFormBox close={close} open={open} />);
    await userEvent.type(field(), 'abc');
    await send();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.type(field(), 'de');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the text and says so when sending fails', async () => {
    answer = () => fail(429, 429, 'Too many requests');
    renderAccount(<ContactFormBox close={close} open={open} />);
    await userEvent.type(field(), 'The site is great');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('You have sent many messages.');
    expect(field()).toHaveValue('The site is great');
    expect(close).not.toHaveBeenCalled();
    expect(portalStore.get(toastsAtom)).toEqual([]);

    answer = () => fail(500, 500, 'boom');
    await send();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your message could not be sent.'));
    answer = () => ok({ id: 2, created_at: '2026-03-01T00:00:00.000Z' });
    await send();
    await waitFor(() => expect(close).toHaveBeenCalled());
  });

  it('is in the reader’s language', async () => {
    renderAccount(<ContactFormBox close={close} open={open} />, { locale: 'fr' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Votre avis' }), 'abcd');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Le commentaire doit contenir entre 5 et 500 caractères');
  });

  it('leads back to the contact menu', async () => {
    renderAccount(<ContactFormBox close={close} open={open} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back to the contact options' }));
    expect(open).toHaveBeenCalledWith('contactusmenu');
  });

  it('sends a guest to the sign-in prompt first', () => {
    signOutForTest();
    renderAccount(<ContactFormBox close={close} open={open} />);
    expect(open).toHaveBeenCalledWith('contactlogin', { action: 'contact' });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('ContactOtherBox', () => {
  it('sends its message with the category "other"', async () => {
    renderAccount(<ContactOtherBox close={close} open={open} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Do you hire testers?');
    await send();
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(sent().map((r) => r.body)).toEqual([{ category: 'other', message: 'Do you hire testers?' }]);
  });
});
