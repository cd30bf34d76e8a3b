// First: the fake network must be in place before @portal/shared loads ofetch.
import { installFakeApi, ok, type FakeRequest } from '@portal/shared/testing/fakeApi';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, snake } from '../test/renderPage';
import SearchBox from './SearchBox';

const games = ['Snake', 'Snake Arena', 'Snakes and Ladders'].map((title) => ({ ...snake, title, slug: title.toLowerCase().replace(/ /g, '-') }));

function api(): FakeRequest[] {
  return installFakeApi(({ path, query }) => {
    if (path !== '/g/search' || query.get('mode') !== 'suggest') return { status: 404, body: { code: 404, message: 'no', success: false, data: null } };
    const q = (query.get('q') ?? '').toLowerCase();
    const items = games.filter((g) => g.title.toLowerCase().includes(q));
    return ok({ items, page: 1, limit: 8, total: items.length, has_more: false, query: q });
  });
}

const close = jest.fn();
const renderBox = (locale: 'en' | 'fr' = 'en') => renderPage(<SearchBox close={close} open={jest.fn()} />, { path: '/start', route: '/start', locale });
const field = () => screen.getByRole('combobox');

beforeEach(() => close.mockReset());

describe('SearchBox', () => {
  it('asks for suggestions once typing pauses, for the whole text, and lists them', async () => {
    const requests = api();
    renderBox();
    expect(screen.getByRole('combobox', { name: 'Search games' })).toHaveFocus();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(field(), 'snak');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Snake', 'Snake Arena', 'Snakes and Ladders']);
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(requests.map((r) => r.query.get('q'))).toEqual(['snak']);
    expect(screen.getByRole('status')).toHaveTextContent('Suggestions: 3');
  });

  it('moves through the suggestions with the arrow keys, wrapping at both ends, while focus stays in the field', async () => {
    api();
    renderBox();
    await userEvent.type(field(), 'snake');
    const options = await screen.findAllByRole('option');
    const activeName = () => document.getElementById(field().getAttribute('aria-activedescendant') ?? '')?.textContent;

    expect(field()).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeName()).toBe('Snake');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeName()).toBe('Snakes and Ladders');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeName()).toBe('Snake');
    await userEvent.keyboard('{ArrowUp}');
    expect(activeName()).toBe('Snakes and Ladders');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    expect(field()).toHaveFocus();
  });

  it('opens the highlighted game on Enter and closes the box', async () => {
    api();
    renderBox();
    await userEvent.type(field(), 'snake');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/games/snake-arena');
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('searches for the text on Enter when nothing is highlighted, in the page language', async () => {
    api();
    renderBox('fr');
    expect(screen.getByRole('combobox', { name: 'Rechercher des jeux' })).toBeInTheDocument();
    await userEvent.type(field(), 'snake & co{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/fr/search?q=snake%20%26%20co');
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('forgets the highlight when the text changes, and does nothing on Enter with an empty field', async () => {
    api();
    renderBox();
    await userEvent.keyboard('{Enter}');
    expect(close).not.toHaveBeenCalled();
    await userEvent.type(field(), 'snake');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.type(field(), 's');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Snakes and Ladders']));
  });
});
