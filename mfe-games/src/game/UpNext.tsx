import { useTranslation } from 'react-i18next';
import type { LocaleCode } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { CompactGames, useRelatedGames } from './RelatedColumn';

/** How many games "Up next" lists beside the player (narrower pages show the first four under it). */
export const UP_NEXT_COUNT = 6;

/**
 * "Up next": related games, the same query as "More like this", prefetched with the page so that it renders on the
 * server. Wide screens (game-page.css, from 1200 px, out of theatre mode) show it from the start in a column beside
 * the title, player and actions, in view without scrolling. Narrower pages and theatre mode show it under the player
 * only once the game reports a stop (gameplayStop: a game over or a pause), never over the game on the way in.
 */
export function UpNext({ slug, locale, stopped }: { slug: string; locale: LocaleCode; stopped: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const next = useRelatedGames(slug, locale, UP_NEXT_COUNT);
  if (next.length === 0) return null;
  return (
    <section
      className={`up-next${stopped ? ' up-next--stopped' : ''}`}
      aria-labelledby="up-next-title"
      data-testid="up-next"
    >
      <h2 id="up-next-title">{t('related.upNext')}</h2>
      <CompactGames games={next} locale={locale} testId="up-next-games" />
    </section>
  );
}
