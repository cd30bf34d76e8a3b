import { fireEvent, render } from '@testing-library/react';
import { Thumbnail } from './Thumbnail';

describe('Thumbnail', () => {
  it('draws the picture, decorative, lazily and in its reserved box', () => {
    const { container } = render(<Thumbnail className="card__thumb" src="/a.png" width={320} height={180} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveClass('card__thumb');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads the page’s largest picture at once and first', () => {
    const { container } = render(<Thumbnail src="/a.png" width={320} height={180} priority />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('keeps the box with a placeholder when there is no picture, or it fails to load', () => {
    const { container, rerender } = render(<Thumbnail className="card__thumb" src={null} width={96} height={54} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('span.card__thumb')).toHaveAttribute('aria-hidden', 'true');

    rerender(<Thumbnail className="card__thumb" src="/broken.png" width={96} height={54} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('span.card__thumb')).toBeInTheDocument();

    // Another picture in the same place gets its chance.
    rerender(<Thumbnail className="card__thumb" src="/b.png" width={96} height={54} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/b.png');
  });
});
