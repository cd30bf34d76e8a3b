import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath, usePageLocale } from '@portal/shared';
import type { StudioGame } from '@portal/shared/contract/studio';
import { NAMESPACE } from '../i18n';
import type { StudioFormats } from './formats';

/** The maker's games with their status, headline counters and every submitted version. */
export function GameList({ games, formats }: { games: readonly StudioGame[]; formats: StudioFormats }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  return (
    <ul className="studio-games" data-testid="studio-games">
      {games.map((game) => (
        <li key={game.slug} className="studio-game" data-slug={game.slug}>
          <div className="studio-game__head">
            <h3>
              <Link to={localizePath(`/studio/games/${game.slug}`, locale)}>{game.title}</Link>
            </h3>
            <span className={`studio-badge studio-badge--${game.status}`}>{t(`status.${game.status}`)}</span>
          </div>
          <p className="studio-game__counters">
            {t('games.counters', {
              views: formats.number(game.views),
              plays: formats.number(game.plays),
              likes: formats.number(game.likes),
            })}
          </p>
          {game.versions.length > 0 && (
            <details className="studio-game__versions">
              <summary>{t('games.versions', { count: game.versions.length })}</summary>
              <ul>
                {game.versions.map((version) => (
                  <li key={version.fileId}>
                    <span className={`studio-badge studio-badge--${version.status}`}>
                      {t(`versionStatus.${version.status}`)}
                    </span>{' '}
                    {version.submittedAt ? formats.dateTime(version.submittedAt) : t('games.notSubmitted')}
                    {version.reason && <span className="studio-game__reason"> — {version.reason}</span>}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}
