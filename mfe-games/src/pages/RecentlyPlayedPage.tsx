import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath, type RecentlyPlayedGame, Thumbnail, useFocusOnMount, usePageLocale } from '@portal/shared';
import { LoadError } from '../components/PageStates';
import { useRecentlyPlayed } from '../hooks/useRecentlyPlayed';
import { NAMESPACE } from '../i18n';
import '../components/game-list.css';
import './page-head.css';
import './recently-played.css';

function RecentItem({
  game,
  when,
  onRemove,
}: {
  game: RecentlyPlayedGame;
  when: Intl.DateTimeFormat;
  onRemove: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  return (
    <li className="recent-item">
      <Link className="recent-item__link" to={localizePath(`/games/${game.slug}`, locale)}>
        <Thumbnail className="recent-item__thumb" src={game.thumbnail} width={96} height={54} />
        <span className="recent-item__title" dir="auto">
          {game.title}
        </span>
      </Link>
      {Number.isFinite(game.playedAt) && (
        <time className="recent-item__time" dateTime={new Date(game.playedAt).toISOString()}>
          {when.format(game.playedAt)}
        </time>
      )}
      <button
        type="button"
        className="recent-item__remove"
        aria-label={t('recent.remove', { title: game.title })}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** Asks before the whole list goes; Cancel (focused first) is the safe answer. */
function ClearAll({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="button button--ghost" onClick={() => setAsking(true)}>
        {t('recent.clearAll')}
      </button>
    );
  }
  return <ConfirmClear onClear={onClear} onCancel={() => setAsking(false)} />;
}

function ConfirmClear({ onClear, onCancel }: { onClear: () => void; onCancel: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const cancel = useFocusOnMount<HTMLButtonElement>();
  return (
    <div className="recent-confirm" role="group" aria-labelledby="recent-confirm-text">
      <p id="recent-confirm-text">{t('recent.confirmClear')}</p>
      <button type="button" className="button" onClick={onClear}>
        {t('recent.confirmYes')}
      </button>
      <button ref={cancel} type="button" className="button button--ghost" onClick={onCancel}>
        {t('recent.confirmNo')}
      </button>
    </div>
  );
}

/** The games played on this device, or once signed in the player's list from the server; newest first. */
export default function RecentlyPlayedPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const list = useRecentlyPlayed();
  const heading = useRef<HTMLHeadingElement>(null);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  // The pressed button disappears with its row; focus goes back to the top of the list rather than the page start.
  const afterRemoval = (remove: () => void) => {
    remove();
    heading.current?.focus();
  };
  const games = list.status === 'ready' ? list.games : [];

  return (
    <section aria-labelledby="recent-title">
      <div className="page-head">
        <h1 id="recent-title" ref={heading} tabIndex={-1}>
          {t('recent.title')}
        </h1>
        {list.status === 'ready' && games.length > 0 && <ClearAll onClear={() => afterRemoval(list.clear)} />}
      </div>
      {list.status === 'loading' && (
        <div className="skeleton recent-skeleton" aria-busy="true" data-testid="recent-loading" />
      )}
      {list.status === 'error' && <LoadError onRetry={list.retry} />}
      {list.status === 'ready' && games.length === 0 && (
        <div className="page-state">
          <p>{t('recent.empty')}</p>
          <Link className="button" to={localizePath('/', locale)}>
            {t('recent.browse')}
          </Link>
        </div>
      )}
      {list.status === 'ready' && games.length > 0 && (
        <ul className="recent-list" data-testid="recent-list">
          {games.map((game) => (
            <RecentItem
              key={game.slug}
              game={game}
              when={when}
              onRemove={() => afterRemoval(() => list.remove(game.slug))}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
