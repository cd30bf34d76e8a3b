import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  addRecentlyPlayed, fetchGame, gameSeoValues, openOverlay, recordGameView, showToast, useAsync, usePageSeo, type GameDetail,
} from '@portal/shared';
import { GamePlayer } from '../components/GamePlayer';
import { IsolatedText } from '../components/IsolatedText';
import { MoreLikeThis } from '../components/MoreLikeThis';
import { PageError } from '../components/PageStates';
import { TopicChips } from '../components/TopicChips';
import { useGameCounters } from '../hooks/useGameCounters';
import { useLocale } from '../hooks/useLocale';
import { NAMESPACE } from '../i18n';
import '../games.css';

function GameView({ game }: { game: GameDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocale();
  const [playing, setPlaying] = useState(false);
  const { counters, toggleLike, recordPlay } = useGameCounters(game, () => showToast({ type: 'error', message: t('game.likeFailed') }));
  const number = new Intl.NumberFormat(locale);

  const play = () => {
    setPlaying(true);
    recordPlay();
    addRecentlyPlayed({ slug: game.slug, title: game.title, thumbnail: game.thumbnail });
  };

  return (
    <article className="game-page" aria-labelledby="game-title">
      <header className="game-page__head">
        <h1 id="game-title">{game.title}</h1>
        <TopicChips categories={game.categories} tags={game.tags} locale={locale} label={t('game.topics')} />
      </header>
      <GamePlayer game={game} playing={playing} onPlay={play} />
      <div className="game-actions">
        <ul className="game-actions__stats">
          <li data-testid="game-plays">{t('game.plays', { value: number.format(counters.plays) })}</li>
          <li data-testid="game-likes">{t('game.likes', { value: number.format(counters.likes) })}</li>
        </ul>
        <div className="game-actions__buttons">
          <button type="button" className="button button--ghost game-like" aria-pressed={counters.liked} onClick={toggleLike}>
            <span aria-hidden="true">{counters.liked ? '♥' : '♡'}</span> {t('game.like')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => openOverlay('share', { slug: game.slug, title: game.title })}>
            <span aria-hidden="true">↗</span> {t('game.share')}
          </button>
        </div>
      </div>
      <section className="game-page__section" aria-labelledby="game-about">
        <h2 id="game-about">{t('game.about')}</h2>
        <p className="game-page__text">{game.description}</p>
        {game.instructions && (
          <>
            <h3>{t('game.howToPlay')}</h3>
            <p className="game-page__text">{game.instructions}</p>
          </>
        )}
      </section>
      <MoreLikeThis slug={game.slug} locale={locale} />
    </article>
  );
}

function GameSkeleton() {
  return (
    <div className="game-page" aria-busy="true" data-testid="game-skeleton">
      <div className="skeleton-line skeleton-line--title" />
      <div className="game-stage">
        <div className="game-stage__cover skeleton-block" />
      </div>
    </div>
  );
}

/** A game's page: its details, the player, counters, like and share, and games like it. */
export default function GamePage() {
  const locale = useLocale();
  const { slug = '' } = useParams();
  const [attempt, setAttempt] = useState(0);
  const game = useAsync(() => fetchGame(slug), [slug, locale, attempt]);
  const loadedSlug = game.status === 'success' ? game.data.slug : null;
  const viewed = useRef<string | null>(null);
  usePageSeo(game.status === 'success' ? gameSeoValues(game.data) : {});

  // One view per game page visit, not per re-render, retry or language switch.
  useEffect(() => {
    if (!loadedSlug || viewed.current === loadedSlug) return;
    viewed.current = loadedSlug;
    recordGameView(loadedSlug).catch(() => undefined);
  }, [loadedSlug]);

  if (game.status === 'loading') return <GameSkeleton />;
  if (game.status === 'error') {
    return <PageError error={game.error} notFound={<IsolatedText i18nKey="game.notFound" values={{ slug }} />} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  return <GameView key={game.data.slug} game={game.data} />;
}
