import { installFakeApi, ok } from '@portal/shared/testing/fakeApi';
import { act, fireEvent, screen } from '@testing-library/react';
import { gameSender } from '../test/gameMessages';
import { renderPage, snake } from '../test/renderPage';
import { EXIT_SHOWN_MS } from './ExitControl';
import { GamePlayer } from './GamePlayer';
import { OFFLINE_GRACE_MS } from './NetworkVeil';
import { THEATRE_STORAGE_KEY } from './useTheatreMode';

/** A device for matchMedia: which of the player's queries match. */
function device({ desktop = false, handheld = false, portrait = false }) {
  window.matchMedia = ((media: string) => ({
    matches: media.includes('min-width: 1024px')
      ? desktop
      : media.includes('orientation: portrait')
        ? portrait
        : handheld,
    media,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const renderPlayer = (game = snake) =>
  renderPage(<GamePlayer game={game} locale="en" onStart={() => undefined} onGameEvent={() => undefined} />, {
    path: '/',
    route: '/',
  });

beforeEach(() => {
  installFakeApi(() => ok(null));
  localStorage.clear();
});
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

describe('GamePlayer', () => {
  it('hands the keyboard to the game’s own window once it has loaded, without another click', () => {
    device({ desktop: true });
    renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    const frame = screen.getByTestId('game-frame') as HTMLIFrameElement;
    expect(frame).toHaveFocus();
    const game = frame.contentWindow!;
    jest.spyOn(game, 'postMessage').mockImplementation(() => undefined);
    const focus = jest.spyOn(game, 'focus');
    fireEvent.load(frame);
    const fromGame = gameSender(game, 'snake');
    fromGame('ready');
    fromGame('loadingStart');
    expect(focus).not.toHaveBeenCalled();
    fromGame('loadingFinished');
    expect(focus).toHaveBeenCalledTimes(1);
  });

  it('offers theatre mode on desktop and remembers it for the next game', () => {
    device({ desktop: true });
    const first = renderPlayer();
    const theatre = screen.getByRole('button', { name: 'Theatre mode' });
    expect(theatre).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(theatre);
    expect(theatre).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('game-player')).toHaveClass('player--theatre');
    expect(localStorage.getItem(THEATRE_STORAGE_KEY)).toBe('1');
    first.unmount();
    renderPlayer();
    expect(screen.getByRole('button', { name: 'Theatre mode' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the immersive player on a phone (the fixed layer where fullscreen is missing) with a labelled exit', () => {
    device({ handheld: true, portrait: true });
    renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    const stage = screen.getByTestId('game-stage');
    expect(stage).toHaveClass('player__stage--expanded');
    const exit = screen.getByRole('button', { name: 'Exit fullscreen' });
    expect(stage.firstElementChild).toBe(exit);
    fireEvent.click(exit);
    expect(stage).not.toHaveClass('player__stage--expanded');
    expect(screen.getByTestId('game-frame')).toBeInTheDocument();
  });

  it('leaves the immersive player with Escape, and stays inline on a desktop', () => {
    device({ handheld: true });
    const { unmount } = renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByTestId('game-stage')).toHaveClass('player__stage--expanded');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByTestId('game-stage')).not.toHaveClass('player__stage--expanded');
    unmount();
    device({ desktop: true });
    renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByTestId('game-stage')).not.toHaveClass('player__stage--expanded');
    expect(screen.queryByRole('button', { name: 'Exit fullscreen' })).toBeNull();
  });

  it('leaves theatre mode with Escape, unless a field has the key', () => {
    device({ desktop: true });
    renderPlayer();
    const theatre = screen.getByRole('button', { name: 'Theatre mode' });
    fireEvent.click(theatre);
    expect(screen.getByTestId('game-player')).toHaveClass('player--theatre');
    const field = document.body.appendChild(document.createElement('input'));
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(theatre).toHaveAttribute('aria-pressed', 'true');
    field.remove();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(theatre).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('game-player')).not.toHaveClass('player--theatre');
    expect(localStorage.getItem(THEATRE_STORAGE_KEY)).toBeNull();
  });

  it('fades the immersive exit a while after the game started, and brings it back on a tap at the edge or on focus', () => {
    jest.useFakeTimers();
    try {
      device({ handheld: true, portrait: true });
      renderPlayer();
      fireEvent.click(screen.getByRole('button', { name: 'Play' }));
      const exit = screen.getByRole('button', { name: 'Exit fullscreen' });
      // While the game loads, the exit is the only way back: it stays.
      act(() => jest.advanceTimersByTime(EXIT_SHOWN_MS * 2));
      expect(exit).not.toHaveClass('player__exit--faded');
      const frame = screen.getByTestId('game-frame') as HTMLIFrameElement;
      jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
      fireEvent.load(frame);
      gameSender(frame.contentWindow!, 'snake')('ready');
      act(() => jest.advanceTimersByTime(EXIT_SHOWN_MS));
      expect(exit).toHaveClass('player__exit--faded');
      fireEvent.pointerDown(screen.getByTestId('player-edge'));
      expect(exit).not.toHaveClass('player__exit--faded');
      act(() => jest.advanceTimersByTime(EXIT_SHOWN_MS));
      expect(exit).toHaveClass('player__exit--faded');
      // Still in the keyboard's order while faded, and shown while it has the focus.
      act(() => exit.focus());
      act(() => jest.advanceTimersByTime(EXIT_SHOWN_MS * 2));
      expect(exit).not.toHaveClass('player__exit--faded');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says the game needs the network when it cannot start offline, and offers Retry once back online', () => {
    jest.useFakeTimers();
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      device({ desktop: true });
      renderPlayer();
      fireEvent.click(screen.getByRole('button', { name: 'Play' }));
      expect(screen.getByTestId('game-loading')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(OFFLINE_GRACE_MS));
      const offline = screen.getByTestId('game-offline');
      expect(offline).toHaveTextContent('This game needs the network to load, and you are offline.');
      expect(screen.queryByTestId('game-loading')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      onLine.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(offline).toHaveTextContent('You are back online.');
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(screen.queryByTestId('game-offline')).not.toBeInTheDocument();
      expect(screen.getByTestId('game-loading')).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
      jest.useRealTimers();
    }
  });

  it('has no theatre mode on a phone', () => {
    device({ handheld: true });
    renderPlayer();
    expect(screen.queryByRole('button', { name: 'Theatre mode' })).not.toBeInTheDocument();
  });

  it('asks a phone held upright to turn for a landscape game, and says nothing when it matches', () => {
    device({ handheld: true, portrait: true });
    const view = renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: /Play/ }));
    expect(screen.getByTestId('orientation-hint')).toHaveTextContent('Turn your device sideways');
    view.unmount();
    device({ handheld: true, portrait: false });
    renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: /Play/ }));
    expect(screen.queryByTestId('orientation-hint')).not.toBeInTheDocument();
  });

  it('gives no hint on a desktop or for a game that fits any orientation', () => {
    device({ desktop: true, portrait: true });
    const view = renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: /Play/ }));
    expect(screen.queryByTestId('orientation-hint')).not.toBeInTheDocument();
    view.unmount();
    device({ handheld: true, portrait: true });
    renderPlayer({ ...snake, orientation: 'any' });
    fireEvent.click(screen.getByRole('button', { name: /Play/ }));
    expect(screen.queryByTestId('orientation-hint')).not.toBeInTheDocument();
  });
});
