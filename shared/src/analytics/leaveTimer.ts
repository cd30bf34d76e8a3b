import { isRecord, isTimestamp, randomId, readStored, writeStored } from './storage';

/** Session storage key of the running leave timer: a reload continues it instead of losing the time. */
export const LEAVE_TIMER_KEY = 'portal.analytics.leaveTimer';
/** The timer ticks every second while the page is visible (product §4, §9). */
export const LEAVE_TICK_MS = 1000;
/** Online time under 1 s is ignored; more than 86400 s is capped (product §5, §9). */
export const MIN_ONLINE_SECONDS = 1;
export const MAX_ONLINE_SECONDS = 86_400;

/** The leave timer entity (product §3). Times are Unix ms; duration is whole seconds of visible time. */
export interface LeaveTimerState {
  id: string;
  startTime: number;
  lastUpdateTime: number;
  duration: number;
}

export function parseLeaveTimer(value: unknown): LeaveTimerState | null {
  if (!isRecord(value)) return null;
  const { id, startTime, lastUpdateTime, duration } = value;
  if (typeof id !== 'string' || id.length === 0 || id.length > 64) return null;
  if (!isTimestamp(startTime) || !isTimestamp(lastUpdateTime) || lastUpdateTime < startTime) return null;
  if (typeof duration !== 'number' || !Number.isInteger(duration) || duration < 0) return null;
  return { id, startTime, lastUpdateTime, duration: Math.min(duration, MAX_ONLINE_SECONDS) };
}

/** The online time to report for a duration: null when under the minimum, else capped. */
export function reportableSeconds(duration: number): number | null {
  if (!Number.isFinite(duration) || duration < MIN_ONLINE_SECONDS) return null;
  return Math.min(Math.floor(duration), MAX_ONLINE_SECONDS);
}

export interface LeaveTimer {
  /** Starts ticking (the page became visible); ticking twice is a no-op. */
  resume(): void;
  /** Stops ticking, reports the visible time since the last report (if reportable) and starts a fresh entity. */
  leave(): void;
  /** Stops ticking without reporting (analytics stopped). */
  dispose(): void;
  current(): LeaveTimerState;
}

/**
 * Counts visible time in whole seconds. Each report covers the time since the previous one, so the sum of all
 * leave events is the total online time and hiding a tab twice does not count anything twice.
 */
export function createLeaveTimer(
  onLeave: (seconds: number, timer: LeaveTimerState) => void,
  now: () => number = Date.now,
): LeaveTimer {
  const fresh = (): LeaveTimerState => ({ id: randomId(), startTime: now(), lastUpdateTime: now(), duration: 0 });
  let state = readStored('sessionStorage', LEAVE_TIMER_KEY, parseLeaveTimer) ?? fresh();
  let interval: ReturnType<typeof setInterval> | undefined;
  const save = () => writeStored('sessionStorage', LEAVE_TIMER_KEY, state);

  const tick = () => {
    state = { ...state, lastUpdateTime: now(), duration: Math.min(state.duration + 1, MAX_ONLINE_SECONDS) };
    save();
  };
  const halt = () => {
    if (interval !== undefined) clearInterval(interval);
    interval = undefined;
  };

  save();
  return {
    resume() {
      if (interval === undefined) interval = setInterval(tick, LEAVE_TICK_MS);
    },
    leave() {
      halt();
      const seconds = reportableSeconds(state.duration);
      if (seconds === null) return;
      onLeave(seconds, state);
      state = fresh();
      save();
    },
    dispose: halt,
    current: () => state,
  };
}
