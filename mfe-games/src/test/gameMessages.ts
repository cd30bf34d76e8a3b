import { act } from '@testing-library/react';
import { getRuntimeConfig } from '@portal/shared';
import { gameOriginOf } from '@portal/shared/catalogue/gameOrigins';

/** What the game `slug` in `game` (a frame's window) posts to the portal: a bridge notice of `type`, from its origin. */
export function gameSender(game: Window, slug: string) {
  return (type: string) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { source: 'portal-bridge', version: 1, type },
          origin: gameOriginOf(getRuntimeConfig().gamesOrigin, slug),
          source: game,
        }),
      );
    });
}
