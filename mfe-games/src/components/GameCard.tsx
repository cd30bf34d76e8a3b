import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameSummary } from '@portal/shared';
import { NAMESPACE } from '../i18n';

interface Props {
  game: GameSummary;
  href: string;
  /** First row: load the image at once and with high priority (it is the page's largest paint). */
  eager?: boolean;
}

export function GameCard({ game, href, eager = false }: Props) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Link className="game-card" to={href} data-testid="game-card">
      <img
        className="game-card__thumb"
        src={game.thumbnail}
        alt=""
        width={320}
        height={180}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
      />
      <span className="game-card__title">{game.title}</span>
      <span className="game-card__meta">
        {game.category && <span>{game.category.name}</span>}
        <span>{t('card.likes', { count: game.likes })}</span>
      </span>
    </Link>
  );
}
