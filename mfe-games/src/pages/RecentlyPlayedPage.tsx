import { useRef } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clearRecentlyPlayed, localizePath, recentlyPlayedAtom, removeRecentlyPlayed } from '@portal/shared';
import { useLocale } from '../hooks/useLocale';
import { NAMESPACE } from '../i18n';
import '../games.css';

/** The games played on this device (or, once logged in, synced from the server), newest first. */
export default function RecentlyPlayedPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocale();
  const games = useAtomValue(recentlyPlayedAtom);
  const heading = useRef<HTMLHeadingElement>(null);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  // The pressed button disappears with its row; focus goes back to the top of the list rather than the page start.
  const afterRemoval = (remove: () => void) => {
    remove();
    heading.current?.focus();
  };

  return (
    <section aria-labelledby="recent-title">
      <div className="page-head">
        <h1 id="recent-title" ref={heading} tabIndex={-1}>
          {t('recent.title')}
        </h1>
        {games.length > 0 && (
          <button type="button" className="button button--ghost" onClick={() => afterRemoval(clearRecentlyPlayed)}>
            {t('recent.clearAll')}
          </button>
        )}
      </div>
      {games.length === 0 ? (
        <div className="page-state">
          <p>{t('recent.empty')}</p>
          <Link className="button" to={localizePath('/', locale)}>
            {t('recent.browse')}
          </Link>
        </div>
      ) : (
        <ul className="recent-list" data-testid="recent-list">
          {games.map((game) => (
            <li key={game.slug} className="recent-item">
              <Link className="recent-item__link" to={localizePath(`/games/${game.slug}`, locale)}>
                {game.thumbnail ? (
                  <img className="recent-item__thumb" src={game.thumbnail} alt="" width={96} height={54} loading="lazy" decoding="async" />
                ) : (
                  <span className="recent-item__thumb" aria-hidden="true" />
                )}
                <span className="recent-item__title">{game.title}</span>
              </Link>
              <time className="recent-item__time" dateTime={new Date(game.playedAt).toISOString()}>
                {when.format(game.playedAt)}
              </time>
              <button
                type="button"
                className="recent-item__remove"
                aria-label={t('recent.remove', { title: game.title })}
                onClick={() => afterRemoval(() => removeRecentlyPlayed(game.slug))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
