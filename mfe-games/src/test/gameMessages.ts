import { act } from '@testing-library/react';
import { getRuntimeConfig } from '@portal/shared';

/** What the game in `game` (a frame's window) posts to the portal: a bridge notice of `type`, from the games origin. */
export function gameSender(game: Window) {
  return (type: string) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { source: 'portal-bridge', version: 1, type },
          origin: getRuntimeConfig().gamesOrigin,
          source: game,
        }),
      );
    });
}
