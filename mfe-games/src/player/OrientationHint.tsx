import { useTranslation } from 'react-i18next';
import type { GameOrientation } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { useMediaQuery } from '@portal/shared';
import { HANDHELD, PORTRAIT } from './mediaQueries';

/** On a phone or tablet held the other way round from how the game is made, a hint to turn it. */
export function OrientationHint({ orientation }: { orientation: GameOrientation }) {
  const { t } = useTranslation(NAMESPACE);
  const handheld = useMediaQuery(HANDHELD);
  const portrait = useMediaQuery(PORTRAIT);
  if (!handheld || orientation === 'any' || (orientation === 'portrait') === portrait) return null;
  return (
    <p className="player__hint" role="status" data-testid="orientation-hint">
      <span aria-hidden="true">⟳</span>{' '}
      {orientation === 'landscape' ? t('player.turnLandscape') : t('player.turnPortrait')}
    </p>
  );
}
