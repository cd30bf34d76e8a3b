import { useTranslation } from 'react-i18next';
import type { LocaleCode } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { CompactGames, useRelatedGames } from './RelatedColumn';

/** How many games "Up next" offers. */
export const UP_NEXT_COUNT = 4;

/**
 * "Up next": a few related games, shown under the player once the game reports a stop (gameplayStop: a game over
 * or a pause) and hidden again when play resumes. Nothing on the way in: it never covers the game.
 */
export function UpNext({ slug, locale }: { slug: string; locale: LocaleCode }) {
  const { t } = useTranslation(NAMESPACE);
  const next = useRelatedGames(slug, locale, UP_NEXT_COUNT);
  if (next.length === 0) return null;
  return (
    <section className="up-next" aria-labelledby="up-next-title" data-testid="up-next">
      <h2 id="up-next-title">{t('related.upNext')}</h2>
      <CompactGames games={next} locale={locale} testId="up-next-games" />
    </section>
  );
}
