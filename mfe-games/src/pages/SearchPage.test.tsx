// First: the fake network must be in place before @portal/shared loads ofetch.
import { fail, installFakeApi, ok, type FakeRequest } from '@portal/shared/testing/fakeApi';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECENT_SEARCHES_KEY } from '../search/recentSearches';
import { renderPage, snake } from '../test/renderPage';
import SearchPage from './SearchPage';

const many = Array.from({ length: 30 }, (_, i) => ({ ...snake, slug: `snake-${i + 1}`, title: `Snake ${i + 1}` }));

function api(): FakeRequest[] {
  return installFakeApi(({ path, query }) => {
    if (path === '/c/hot') return ok([snake]);
    if (path !== '/g/search') return fail(404, 404, 'no route');
    const q = query.get('q') ?? '';
    const page = Number(query.get('page') ?? 1);
    const items = q === 'puzzlegames' ? [] : many.slice((page - 1) * 24, page * 24);
    const total = q === 'puzzlegames' ? 0 : many.length;
    return ok({
      items,
      page,
      limit: 24,
      total,
      has_more: page * 24 < total,
      query: q,
      did_you_mean: q === 'puzzlegames' ? 'Puzzle' : null,
    });
  });
}

const renderSearch = (path: string) => renderPage(<SearchPage />, { path, route: '/search', showLocation: true });

beforeEach(() => localStorage.clear());

describe('SearchPage', () => {
  it('pages the results in the address, keeping the query', async () => {
    const requests = api();
    renderSearch('/search?q=snake');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search: snake' })).toBeInTheDocument();
    expect(within(await screen.findByTestId('search-results')).getAllByRole('link')).toHaveLength(24);
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Next' }),
    );
    expect(screen.getByTestId('current-location')).toHaveTextContent('/search?q=snake&page=2');
    expect(await screen.findByRole('link', { name: /^Snake 30/ })).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/g/search').map((r) => r.query.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByTestId('did-you-mean')).not.toBeInTheDocument();
  });

  it('offers the closest name when nothing matches, and popular games', async () => {
    api();
    renderSearch('/search?q=puzzlegames');
    const suggestion = await screen.findByTestId('did-you-mean');
    expect(suggestion).toHaveTextContent('Did you mean Puzzle');
    expect(within(suggestion).getByRole('link', { name: 'Puzzle' })).toHaveAttribute('href', '/search?q=Puzzle');
    expect(screen.getByText(/No games match/)).toBeInTheDocument();
    expect(await screen.findByTestId('popular-games')).toBeInTheDocument();
  });

  it('remembers each search shown as a recent search', async () => {
    api();
    renderSearch('/search?q=snake');
    await screen.findByTestId('search-results');
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!)).toEqual(['snake']);
  });
});
