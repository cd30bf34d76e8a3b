import { useTranslation } from 'react-i18next';
import { openOverlay, useNumberFormat, type GameDetail, type LocaleCode } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { HEART, ReactionToggle } from './ReactionToggle';
import { shareGame } from './shareGame';
import type { Reactions } from './useGameReactions';

interface Props {
  game: GameDetail;
  locale: LocaleCode;
  reactions: Reactions;
  onLike: () => void;
  onFavorite: () => void;
  /** Opens the broken-game report form (no account needed). */
  onReport: () => void;
}

/** Counts and what a reader can do with a game: like, favourite, share, and report a problem. */
export function GameActions({ game, locale, reactions, onLike, onFavorite, onReport }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const number = useNumberFormat(locale);
  const share = () => void shareGame(game, locale, { copied: t('share.copied') });

  return (
    <div className="game-actions">
      <ul className="game-actions__stats">
        <li data-testid="game-plays">{t('game.plays', { count: reactions.plays, value: number(reactions.plays) })}</li>
        <li data-testid="game-likes">{t('game.likes', { count: reactions.likes, value: number(reactions.likes) })}</li>
      </ul>
      <div className="game-actions__buttons">
        <ReactionToggle
          className="button button--ghost game-action game-action--like"
          pressed={reactions.liked}
          symbols={HEART}
          onClick={onLike}
        >
          {t('game.like')}
        </ReactionToggle>
        <ReactionToggle
          className="button button--ghost game-action game-action--favorite"
          pressed={reactions.favorite}
          symbols={['★', '☆']}
          onClick={onFavorite}
        >
          {t('game.favourite')}
        </ReactionToggle>
        <button type="button" className="button button--ghost game-action" onClick={share}>
          <span aria-hidden="true">↗</span> {t('game.share')}
        </button>
        <button
          type="button"
          className="button button--ghost game-action game-action--icon"
          aria-label={t('game.shareMore')}
          title={t('game.shareMore')}
          onClick={() => openOverlay('share', { slug: game.slug, title: game.title })}
        >
          <span aria-hidden="true">⋯</span>
        </button>
        <button
          type="button"
          className="button button--ghost game-action"
          onClick={onReport}
          data-testid="report-broken"
        >
          <span aria-hidden="true">⚑</span> {t('game.report')}
        </button>
      </div>
    </div>
  );
}
