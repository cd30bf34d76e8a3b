import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { PageTransition } from './PageTransition';

/** As in the shell's layout (LocaleRoot): one transition around the routes' outlet. */
function mount() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Link to="/">Home</Link>
      <Link to="/games/snake">Snake</Link>
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route
            element={
              <PageTransition>
                <Outlet />
              </PageTransition>
            }
          >
            <Route path="/" element={<p>home</p>} />
            <Route path="/games/:slug" element={<p>game</p>} />
          </Route>
        </Routes>
      </main>
    </MemoryRouter>,
  );
}

const frame = (text: string) => screen.getByText(text).parentElement!;

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('page transition', () => {
  it('does not fade the page a visit lands on (the server-rendered first view)', () => {
    mount();
    expect(frame('home')).toHaveClass('page-transition');
    expect(frame('home')).not.toHaveClass('page-transition--fade');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('fades every page after a navigation, the landing page too when the visitor comes back', async () => {
    mount();
    await userEvent.click(screen.getByRole('link', { name: 'Snake' }));
    expect(frame('game')).toHaveClass('page-transition--fade');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(screen.getByRole('main')).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(frame('home')).toHaveClass('page-transition--fade');
  });
});
