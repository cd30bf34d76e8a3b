import { useTranslation } from 'react-i18next';
import { showToast, type LocaleCode } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { GameFacts } from './GameFacts';
import type { DatedGame } from './gameDates';
import { RatingButtons } from './RatingButtons';
import { ReportForm } from './ReportForm';
import { useGameRating } from './useGameRating';

interface Props {
  game: DatedGame;
  locale: LocaleCode;
  /** Whether the broken-game report form is open (the actions' "Report a problem" opens it). */
  reporting: boolean;
  onReportClose: () => void;
}

/** Under the player: the thumbs, the game's facts (maker, dates, controls, phones) and the report form when open. */
export function GameInfo({ game, locale, reporting, onReportClose }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const { rating, cast } = useGameRating(game, () => showToast({ type: 'error', message: t('rating.failed') }));
  return (
    <section className="game-info" aria-label={t('facts.label')}>
      {reporting && <ReportForm slug={game.slug} onClose={onReportClose} />}
      <RatingButtons rating={rating} locale={locale} onVote={cast} />
      <GameFacts game={game} locale={locale} />
    </section>
  );
}
