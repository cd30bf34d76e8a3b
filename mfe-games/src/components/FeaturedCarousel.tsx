import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath, type GameSummary, Thumbnail, THUMB_HEIGHT, THUMB_WIDTH, usePageLocale } from '@portal/shared';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import { NAMESPACE } from '../i18n';
import { RowArrow } from './RowArrow';
import { isRtl } from './direction';
import './carousel.css';
import './row-button.css';

/** Time each slide stays while the carousel turns by itself. */
export const SLIDE_INTERVAL_MS = 6_000;
/** A horizontal swipe shorter than this is a tap or a scroll, not a slide change. */
const SWIPE_PX = 40;

/** The slide's placeholder: the carousel's exact box, so the page does not move when the games arrive. */
export function CarouselSkeleton() {
  return <div className="carousel carousel--skeleton" aria-hidden="true" data-testid="carousel-skeleton" />;
}

/**
 * The featured games (WAI-ARIA carousel pattern): previous/next buttons, one dot per slide, and a pause button.
 * It turns by itself every 6 s unless the reader prefers reduced motion, paused while pointed at or focused
 * (and for good once paused by the button). Swiping on touch screens follows the reading direction.
 */
export function FeaturedCarousel({ games }: { games: GameSummary[] }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const id = useId();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const count = games.length;
  const rotating = count > 1 && !reducedMotion && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, count]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    // Swiping towards the start of the line brings the next slide in.
    go(current + (dx < 0 !== isRtl(event.currentTarget) ? 1 : -1));
  };

  return (
    <section
      className="carousel"
      aria-roledescription={t('carousel.role')}
      aria-label={t('carousel.label')}
      data-testid="featured-carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className="carousel__slides"
        id={`${id}-slides`}
        aria-live={rotating ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {games.map((game, i) => (
          <div
            key={game.slug}
            className="carousel__slide"
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.slideLabel', { index: i + 1, total: count })}
            hidden={i !== current}
          >
            {/* The first slide loads with the page, the others when shown. It sits below the home page's grid, whose
                first cards are the largest paint: no high priority here, so it does not compete with them. */}
            <Thumbnail
              className="carousel__image"
              src={game.thumbnail}
              width={THUMB_WIDTH}
              height={THUMB_HEIGHT}
              eager={i === 0}
              draggable={false}
            />
            <div className="carousel__caption">
              <h2 className="carousel__title" dir="auto">
                {game.title}
              </h2>
              <p className="carousel__text" dir="auto">
                {game.description}
              </p>
              <Link className="button" to={localizePath(`/games/${game.slug}`, locale)}>
                {t('carousel.play', { title: game.title })}
              </Link>
            </div>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="carousel__controls">
          {!reducedMotion && (
            <button
              type="button"
              className="row-button"
              onClick={() => setStopped((s) => !s)}
              aria-label={stopped ? t('carousel.start') : t('carousel.stop')}
            >
              <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
            </button>
          )}
          <button
            type="button"
            className="row-button"
            aria-controls={`${id}-slides`}
            onClick={() => go(current - 1)}
            aria-label={t('carousel.previous')}
          >
            <RowArrow forward={false} />
          </button>
          <div className="carousel__dots" role="group" aria-label={t('carousel.choose')}>
            {games.map((game, i) => (
              <button
                key={game.slug}
                type="button"
                className="carousel__dot"
                aria-controls={`${id}-slides`}
                aria-label={t('carousel.show', { title: game.title })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="row-button"
            aria-controls={`${id}-slides`}
            onClick={() => go(current + 1)}
            aria-label={t('carousel.next')}
          >
            <RowArrow forward />
          </button>
        </div>
      )}
    </section>
  );
}
