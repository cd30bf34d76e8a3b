import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  IsolatedText,
  addRecentlyPlayed,
  gameSeoValues,
  loadFailed,
  recordGameView,
  showToast,
  useApiQuery,
  usePageSeo,
  type LocaleCode,
  usePageLocale,
} from '@portal/shared';
import type { QueryClient } from '@tanstack/react-query';
import { guestCommentsQuery } from '../api/comments';
import { gamesQueries } from '../api/queries';
import type { GameEvent } from '../bridge/protocol';
import { MoreLikeThis } from '../components/MoreLikeThis';
import { GamesPageError } from '../components/GamesPageError';
import { TopicChips } from '../components/TopicChips';
import { GameActions } from '../game/GameActions';
import { GameInfo } from '../game/GameInfo';
import type { DatedGame } from '../game/gameDates';
import { UpNext } from '../game/UpNext';
import { Comments } from '../game/comments/Comments';
import { useGameReactions } from '../game/useGameReactions';
import { usePlayTime } from '../game/usePlayTime';
import { NAMESPACE } from '../i18n';
import { GamePlayer } from '../player/GamePlayer';
import '../components/page-states.css';
import '../game/game-page.css';

function GameView({ game }: { game: DatedGame }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const { reactions, toggleLike, toggleFavorite, recordPlay } = useGameReactions(game, (what) =>
    showToast({ type: 'error', message: what === 'like' ? t('game.likeFailed') : t('game.favouriteFailed') }),
  );
  const played = useRef(false);
  // Under the player, "Up next" shows once the game stops (game over or pause) and hides when play resumes.
  const [stopped, setStopped] = useState(false);
  const [reporting, setReporting] = useState(false);
  const remember = () => addRecentlyPlayed({ slug: game.slug, title: game.title, thumbnail: game.thumbnail });
  const timePlay = usePlayTime();

  // A play is counted when the game itself starts (its first gameplayStart on this visit), not on the Play click,
  // which only opens the frame (useGameReactions: a signed-in play also goes to the account's recently played).
  const onGameEvent = (event: GameEvent) => {
    timePlay(game.slug, event);
    if (event === 'gameplayStop') setStopped(true);
    if (event === 'gameplayStart') setStopped(false);
    if (event !== 'gameplayStart' || played.current) return;
    played.current = true;
    recordPlay();
    remember();
  };

  return (
    <article className="game-page" aria-labelledby="game-title">
      <header className="game-page__head">
        <h1 id="game-title">{game.title}</h1>
      </header>
      <GamePlayer game={game} locale={locale} onStart={remember} onGameEvent={onGameEvent} />
      <GameActions
        game={game}
        locale={locale}
        reactions={reactions}
        onLike={toggleLike}
        onFavorite={toggleFavorite}
        onReport={() => setReporting(true)}
      />
      <UpNext slug={game.slug} locale={locale} stopped={stopped} />
      <GameInfo game={game} locale={locale} reporting={reporting} onReportClose={() => setReporting(false)} />
      {/* Below the game and its actions: the game comes first on a phone's first screen. */}
      <TopicChips categories={game.categories} tags={game.tags} locale={locale} label={t('game.topics')} />
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
      <Comments slug={game.slug} locale={locale} />
      <MoreLikeThis slug={game.slug} locale={locale} />
    </article>
  );
}

function GameSkeleton() {
  return (
    <div className="game-page" aria-busy="true" data-testid="game-skeleton">
      <div className="skeleton skeleton-line skeleton-line--title" />
      <div className="player">
        <div className="player__stage skeleton" />
      </div>
    </div>
  );
}

/**
 * The first view of a game's page: the game, the first page of its comments and the games like it.
 * @public The server entry generated from src/pages.ts imports it.
 */
export function prefetchGame(
  client: QueryClient,
  { locale, params }: { locale: LocaleCode; params: { slug?: string } },
) {
  const slug = params.slug ?? '';
  return Promise.all([
    client.prefetchQuery(gamesQueries.game(locale, slug)),
    client.prefetchInfiniteQuery(guestCommentsQuery(slug)),
    client.prefetchQuery(gamesQueries.recommended(locale, slug)),
  ]);
}

/** A game's page: its details, the player, counters, like, favourite, share, comments and games like it. */
export default function GamePage() {
  const locale = usePageLocale();
  const { slug = '' } = useParams();
  const game = useApiQuery(gamesQueries.game(locale, slug));
  const loadedSlug = game.data?.slug ?? null;
  const viewed = useRef<string | null>(null);
  usePageSeo(game.data ? gameSeoValues(game.data) : {});

  // One view per game page visit, not per re-render, retry or language switch.
  useEffect(() => {
    if (!loadedSlug || viewed.current === loadedSlug) return;
    viewed.current = loadedSlug;
    recordGameView(loadedSlug).catch(() => undefined);
  }, [loadedSlug]);

  if (loadFailed(game)) {
    return (
      <GamesPageError
        error={game.error}
        notFound={<IsolatedText ns={NAMESPACE} i18nKey="game.notFound" values={{ slug }} />}
        onRetry={() => void game.refetch()}
      />
    );
  }
  if (!game.data) return <GameSkeleton />;
  return <GameView key={game.data.slug} game={game.data} />;
}
