import { useTranslation } from 'react-i18next';
import { ratingPercent, useNumberFormat, type LocaleCode } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { ThumbIcon } from '../components/ThumbIcon';
import type { Rating } from './useGameRating';

const THUMBS = ['up', 'down'] as const;

/** Thumbs up and down with the share of thumbs up (from RATING_MIN_VOTES votes on) and the number of votes. */
export function RatingButtons({
  rating,
  locale,
  onVote,
}: {
  rating: Rating;
  locale: LocaleCode;
  onVote: (side: 'up' | 'down') => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const total = rating.up + rating.down;
  const percent = ratingPercent(rating.up, rating.down);
  const number = useNumberFormat(locale);
  const share = useNumberFormat(locale, { style: 'percent' });
  return (
    <div className="game-rating" role="group" aria-label={t('rating.label')}>
      {THUMBS.map((side) => (
        <button
          key={side}
          type="button"
          className="button button--ghost game-rating__button"
          aria-pressed={rating.vote === side}
          onClick={() => onVote(side)}
          aria-label={t(`rating.${side}`)}
          title={t(`rating.${side}`)}
          data-testid={`vote-${side}`}
        >
          <ThumbIcon down={side === 'down'} />
        </button>
      ))}
      <p className="game-rating__summary" data-testid="game-rating" aria-live="polite">
        {percent === null
          ? t('rating.tooFew')
          : t('rating.percent', {
              value: share(percent / 100),
            })}{' '}
        <span className="game-rating__votes">{t('rating.votes', { count: total, value: number(total) })}</span>
      </p>
    </div>
  );
}
