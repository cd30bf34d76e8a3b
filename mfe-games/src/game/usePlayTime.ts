import { useEffect, useRef } from 'react';
import { trackPlayStart, trackPlayTime } from '@portal/shared';
import type { GameEvent } from '../bridge/protocol';

interface Play {
  slug: string;
  id: string;
  /** When the clock last started (performance.now()), null while stopped. */
  since: number | null;
  /** The game says it is playing (between gameplayStart and gameplayStop). */
  running: boolean;
}

/** Reports the seconds since the clock last started and stops it. */
function stopClock(play: Play | null): void {
  if (!play || play.since === null) return;
  trackPlayTime(play.slug, play.id, (performance.now() - play.since) / 1000);
  play.since = null;
}

/**
 * The play events the maker studio counts (docs/analytics.md, game play events): `play_start` when a game first
 * starts on its page, then `play_time` with the seconds played since the last report whenever play stops (a pause,
 * a game over, the page hidden or left). A pause does not count as play; the game playing again restarts the clock.
 */
export function usePlayTime(): (slug: string, event: GameEvent) => void {
  const play = useRef<Play | null>(null);

  useEffect(() => {
    const onVisibility = () => {
      const current = play.current;
      if (document.visibilityState === 'hidden') stopClock(current);
      else if (current?.running && current.since === null) current.since = performance.now();
    };
    const onPageHide = () => stopClock(play.current);
    // Captured on the window: these run before the tracker's own listeners, which send the queue when the page is
    // hidden, so the last report goes out with that beacon.
    window.addEventListener('visibilitychange', onVisibility, { capture: true });
    window.addEventListener('pagehide', onPageHide, { capture: true });
    return () => {
      window.removeEventListener('visibilitychange', onVisibility, { capture: true });
      window.removeEventListener('pagehide', onPageHide, { capture: true });
      // Leaving the game's page (a client-side navigation) ends the play.
      stopClock(play.current);
    };
  }, []);

  return (slug: string, event: GameEvent) => {
    if (event === 'gameplayStart') {
      if (play.current?.slug !== slug) {
        stopClock(play.current);
        play.current = { slug, id: trackPlayStart(slug), since: null, running: false };
      }
      play.current.running = true;
      play.current.since ??= performance.now();
    } else if (event === 'gameplayStop' || event === 'gameOver') {
      stopClock(play.current);
      if (play.current) play.current.running = false;
    }
  };
}
