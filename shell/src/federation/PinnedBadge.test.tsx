import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../test/i18n';
import { PinnedBadge } from './PinnedBadge';

let pinned: Array<{ remote: string; version: string }> = [];
jest.mock('./remotes', () => ({ pinnedRemotes: () => pinned }));

const i18n = createTestI18n();

const renderBadge = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <PinnedBadge />
    </I18nextProvider>,
  );

describe('PinnedBadge', () => {
  it('names the pinned versions and leaves them with a POST back to this page', () => {
    pinned = [{ remote: 'blog', version: '1.2.0-abcdef0123' }];
    window.history.replaceState(null, '', '/fr/blog?page=2#posts');
    renderBadge();
    expect(screen.getByRole('complementary', { name: 'Pinned test versions' })).toHaveTextContent(
      'Pinned versions: blog 1.2.0-abcdef0123',
    );
    const leave = screen.getByRole('button', { name: 'Leave' });
    const form = leave.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/_pin/clear');
    expect(new FormData(form).get('next')).toBe('/fr/blog?page=2#posts');
  });

  it('shows nothing when no version is pinned', () => {
    pinned = [];
    const { container } = renderBadge();
    expect(container).toBeEmptyDOMElement();
  });
});
