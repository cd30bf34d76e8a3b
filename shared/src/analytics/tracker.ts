import { getRuntimeConfig } from '../config';
import type { User } from '../state/auth';
import { eventContext } from './context';
import {
  ANALYTICS_ENDPOINT,
  type AnalyticsEventName,
  MAX_PLAY_SECONDS,
  type ClickDescriptor,
  type FlatProps,
  type SourceRecord,
} from './events';
import { createLeaveTimer, type LeaveTimer } from './leaveTimer';
import { analyticsAllowed } from './privacy';
import { cleanProps, isClickDescriptor } from './props';
import { createEventQueue, type EventQueue } from './queue';
import { trackSource } from './source';
import { randomId } from './storage';

/** The props each event takes. */
export interface AnalyticsEventProps {
  visit: FlatProps;
  /** Seconds of visible time since the previous leave event, and the leave timer's id. */
  leave: { duration: number; timer_id: string };
  account_logout: FlatProps;
  /** User-table properties; ids and counts only, never names or contact details. */
  user_update: FlatProps;
  log_click_behavior: ClickDescriptor;
  /** A game started: its slug, a new random play id, and the traffic source this browser is attributed to. */
  play_start: { game: string; play_id: string; source: string };
  /** Whole seconds played since the previous play_time of this play (1–86 400): the reports add up to its length. */
  play_time: { game: string; play_id: string; seconds: number };
}

interface Running {
  queue: EventQueue;
  timer: LeaveTimer;
  source: SourceRecord;
  lastVisitPath: string | null;
  stop: () => void;
}

let running: Running | null = null;

function enqueue(name: AnalyticsEventName, props: Record<string, unknown> | undefined, path?: string): void {
  if (!running) return;
  const clean = cleanProps(props);
  if (!clean) {
    console.warn(`[analytics] ${name} dropped: props over the size limit`);
    return;
  }
  const context = eventContext();
  running.queue.push({
    name,
    ...context,
    path: path ?? context.path,
    source: name === 'visit' ? running.source : null,
    props: clean,
    ts: Date.now(),
  });
}

/**
 * Records an event with the page's context (device, user, session, path, locale, platform, country). A no-op
 * before startAnalytics() and when analytics is off (Do Not Track, Global Privacy Control, crawlers).
 */
export function track<E extends AnalyticsEventName>(event: E, props?: AnalyticsEventProps[E]): void {
  if (event === 'log_click_behavior' && !(props && isClickDescriptor(props as ClickDescriptor))) {
    console.warn('[analytics] log_click_behavior dropped: behavior_id, behavior_type and behavior_name are required');
    return;
  }
  enqueue(event, props ? { ...props } : undefined);
}

/** A page view. Repeats of the current path (re-renders, StrictMode effects) count once. */
export function trackVisit(path: string = typeof location === 'undefined' ? '/' : location.pathname): void {
  if (!running || running.lastVisitPath === path) return;
  const landing = running.lastVisitPath === null;
  running.lastVisitPath = path;
  enqueue('visit', { landing }, path);
}

/** The user table's properties after a login or profile change: counts only, the user id travels as user_id. */
export function trackUserUpdate(user: User): void {
  const { play_count, favorite_count, liked_count } = user.game_stats;
  track('user_update', { play_count, favorite_count, liked_count });
}

/**
 * A game started: records play_start and answers the play's id, which the play's play_time reports carry. The id
 * is made even when analytics is off, so callers need no branch.
 */
export function trackPlayStart(game: string): string {
  const playId = randomId()
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 64);
  track('play_start', { game, play_id: playId, source: running?.source.type ?? 'direct' });
  return playId;
}

/** Seconds of one play since its previous report; nothing under 1 s, at most MAX_PLAY_SECONDS. */
export function trackPlayTime(game: string, playId: string, seconds: number): void {
  const whole = Math.min(Math.floor(seconds), MAX_PLAY_SECONDS);
  if (whole >= 1) track('play_time', { game, play_id: playId, seconds: whole });
}

/** The source this browser is attributed to (for the login call's user_source); null before start or when analytics is off. */
export function currentSource(): SourceRecord | null {
  return running?.source ?? null;
}

const endpoint = () => `${getRuntimeConfig().apiBase.replace(/\/+$/, '')}${ANALYTICS_ENDPOINT}`;

/**
 * Starts analytics once per page: records the traffic source, counts the landing visit, runs the leave timer and
 * the batching queue, and sends what is queued with sendBeacon when the page is hidden. Calling it again returns
 * the same stop function; stop removes every listener and sends what is left.
 */
export function startAnalytics(): () => void {
  if (running) return running.stop;
  if (!analyticsAllowed()) return () => {};

  const queue = createEventQueue(endpoint);
  const source = trackSource({ url: location.href, referrer: document.referrer, ownHost: location.host });
  const timer = createLeaveTimer((seconds, state) => enqueue('leave', { duration: seconds, timer_id: state.id }));
  // visibilitychange→hidden comes first on most browsers; pagehide covers the rest. The second call finds
  // nothing to report or send.
  const onHidden = () => {
    timer.leave();
    queue.flush('beacon');
  };
  const onVisibility = () => (document.visibilityState === 'hidden' ? onHidden() : timer.resume());
  // A page restored from the back-forward cache is visible again without a visibilitychange on some browsers.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) timer.resume();
  };

  const stop = () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onHidden);
    window.removeEventListener('pageshow', onPageShow);
    timer.dispose();
    queue.stop();
    queue.flush('fetch');
    running = null;
  };
  running = { queue, timer, source, lastVisitPath: null, stop };

  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onHidden);
  window.addEventListener('pageshow', onPageShow);
  if (document.visibilityState !== 'hidden') timer.resume();
  queue.start();
  trackVisit();
  return stop;
}
