import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, snake } from '../test/renderPage';
import { FeaturedCarousel, SLIDE_INTERVAL_MS } from './FeaturedCarousel';

const games = ['Snake', 'Merge Tiles', 'Brick Breaker'].map((title) => ({
  ...snake,
  title,
  slug: title.toLowerCase().replace(/ /g, '-'),
}));

// jsdom has no PointerEvent: without it, pointer coordinates and types are lost.
class TestPointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
  }
}
Object.assign(window, { PointerEvent: TestPointerEvent });

let reducedMotion = false;
beforeEach(() => {
  reducedMotion = false;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  jest.useRealTimers();
});

const renderCarousel = (dir: 'ltr' | 'rtl' = 'ltr') =>
  renderPage(
    <div dir={dir}>
      <FeaturedCarousel games={games} />
    </div>,
    { path: '/', route: '/' },
  );
const shownTitle = () => screen.getByRole('heading', { level: 2 }).textContent;
const slides = () =>
  screen.getAllByRole('group', { hidden: true }).filter((el) => el.getAttribute('aria-roledescription') === 'slide');

describe('FeaturedCarousel', () => {
  it('is a labelled carousel showing one slide at a time, the first image eager, the others lazy', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Featured games' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slides().map((s) => [s.getAttribute('aria-label'), s.hidden])).toEqual([
      ['1 of 3', false],
      ['2 of 3', true],
      ['3 of 3', true],
    ]);
    const images = carousel.querySelectorAll('img');
    expect([...images].map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', null],
      ['lazy', null],
      ['lazy', null],
    ]);
    expect(images[0]).toHaveAttribute('width', '320');
    expect(screen.getByRole('link', { name: 'Play now' })).toHaveAttribute('href', '/games/snake');
  });

  it('moves with the previous and next buttons (wrapping) and the dots', async () => {
    renderCarousel();
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownTitle()).toBe('Merge Tiles');
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownTitle()).toBe('Brick Breaker');
    await userEvent.click(screen.getByRole('button', { name: 'Show Merge Tiles' }));
    expect(shownTitle()).toBe('Merge Tiles');
    expect(screen.getByRole('button', { name: 'Show Merge Tiles' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show Snake' })).not.toHaveAttribute('aria-current');
  });

  it('turns by itself, but not while pointed at or focused, nor once stopped', () => {
    jest.useFakeTimers();
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Featured games' });
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(shownTitle()).toBe('Merge Tiles');

    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(shownTitle()).toBe('Merge Tiles');
    fireEvent.mouseLeave(carousel);

    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(shownTitle()).toBe('Merge Tiles');
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(shownTitle()).toBe('Brick Breaker');

    fireEvent.click(screen.getByRole('button', { name: 'Stop the slide show' }));
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(shownTitle()).toBe('Brick Breaker');
  });

  it('announces slide changes only while it is not turning by itself', () => {
    renderCarousel();
    const live = slides()[0]!.parentElement!;
    expect(live).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Stop the slide show' }));
    expect(live).toHaveAttribute('aria-live', 'polite');
  });

  it('stays still, without a start/stop button, for readers who prefer reduced motion', () => {
    reducedMotion = true;
    jest.useFakeTimers();
    renderCarousel();
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(shownTitle()).toBe('Snake');
    expect(screen.queryByRole('button', { name: /slide show/ })).not.toBeInTheDocument();
  });

  const swipe = (from: number, to: number) => {
    const area = slides()[0]!.parentElement!;
    fireEvent.pointerDown(area, { pointerType: 'touch', clientX: from, clientY: 100 });
    fireEvent.pointerUp(area, { pointerType: 'touch', clientX: to, clientY: 105 });
  };

  it('follows swipes on touch screens in the reading direction, ignoring short ones', () => {
    const { unmount } = renderCarousel();
    swipe(300, 100);
    expect(shownTitle()).toBe('Merge Tiles');
    swipe(100, 300);
    expect(shownTitle()).toBe('Snake');
    swipe(100, 120);
    expect(shownTitle()).toBe('Snake');
    unmount();

    renderCarousel('rtl');
    swipe(100, 300);
    expect(shownTitle()).toBe('Merge Tiles');
  });

  it('has no controls for a single game and nothing at all for none', () => {
    const { unmount } = renderPage(<FeaturedCarousel games={games.slice(0, 1)} />, { path: '/', route: '/' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    const { container } = renderPage(<FeaturedCarousel games={[]} />, { path: '/', route: '/' });
    expect(container).toBeEmptyDOMElement();
  });
});
