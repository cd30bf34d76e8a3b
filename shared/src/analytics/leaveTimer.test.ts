import {
  createLeaveTimer,
  LEAVE_TIMER_KEY,
  MAX_ONLINE_SECONDS,
  parseLeaveTimer,
  reportableSeconds,
  type LeaveTimerState,
} from './leaveTimer';

describe('leave timer', () => {
  let reports: Array<{ seconds: number; id: string }>;
  const onLeave = (seconds: number, state: LeaveTimerState) => reports.push({ seconds, id: state.id });

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
    sessionStorage.clear();
    reports = [];
  });
  afterEach(() => jest.useRealTimers());

  it('ticks once a second while running and persists each tick in session storage', () => {
    const timer = createLeaveTimer(onLeave);
    timer.resume();
    timer.resume();
    jest.advanceTimersByTime(3_500);
    expect(timer.current().duration).toBe(3);
    const stored = JSON.parse(sessionStorage.getItem(LEAVE_TIMER_KEY)!);
    expect(stored).toMatchObject({ id: timer.current().id, duration: 3, lastUpdateTime: Date.now() - 500 });
    expect(stored.startTime).toBe(new Date('2025-01-01T00:00:00Z').getTime());
  });

  it('ignores online time under 1 s', () => {
    const timer = createLeaveTimer(onLeave);
    timer.resume();
    jest.advanceTimersByTime(999);
    timer.leave();
    expect(reports).toEqual([]);
  });

  it('reports the visible time on leave, stops ticking, and starts a fresh entity', () => {
    const timer = createLeaveTimer(onLeave);
    const first = timer.current().id;
    timer.resume();
    jest.advanceTimersByTime(5_000);
    timer.leave();
    expect(reports).toEqual([{ seconds: 5, id: first }]);
    expect(timer.current()).toMatchObject({ duration: 0 });
    expect(timer.current().id).not.toBe(first);

    jest.advanceTimersByTime(10_000);
    expect(timer.current().duration).toBe(0);
    timer.leave();
    expect(reports).toHaveLength(1);

    timer.resume();
    jest.advanceTimersByTime(2_000);
    timer.leave();
    expect(reports.map((r) => r.seconds)).toEqual([5, 2]);
  });

  it('caps online time at 86400 s', () => {
    const now = Date.now();
    sessionStorage.setItem(
      LEAVE_TIMER_KEY,
      JSON.stringify({ id: 'abc', startTime: now - 1e8, lastUpdateTime: now, duration: MAX_ONLINE_SECONDS - 2 }),
    );
    const timer = createLeaveTimer(onLeave);
    timer.resume();
    jest.advanceTimersByTime(10_000);
    expect(timer.current().duration).toBe(MAX_ONLINE_SECONDS);
    timer.leave();
    expect(reports).toEqual([{ seconds: 86_400, id: 'abc' }]);
    expect(reportableSeconds(1e9)).toBe(86_400);
    expect(reportableSeconds(0.5)).toBeNull();
  });

  it('continues a timer stored by the previous page load of this tab', () => {
    const before = createLeaveTimer(onLeave);
    before.resume();
    jest.advanceTimersByTime(4_000);
    before.dispose();

    const after = createLeaveTimer(onLeave);
    expect(after.current()).toEqual(before.current());
    after.resume();
    jest.advanceTimersByTime(2_000);
    after.leave();
    expect(reports).toEqual([{ seconds: 6, id: before.current().id }]);
  });

  it('ignores a corrupt or hand-edited stored timer', () => {
    for (const bad of [
      'not json',
      '{"id":"x"}',
      '{"id":"x","startTime":5,"lastUpdateTime":1,"duration":3}',
      '{"id":"x","startTime":1,"lastUpdateTime":2,"duration":-4}',
    ]) {
      sessionStorage.setItem(LEAVE_TIMER_KEY, bad);
      const timer = createLeaveTimer(onLeave);
      expect(timer.current().duration).toBe(0);
      expect(timer.current().id).not.toBe('x');
    }
    expect(parseLeaveTimer({ id: 'x', startTime: 1, lastUpdateTime: 2, duration: 1e9 })?.duration).toBe(
      MAX_ONLINE_SECONDS,
    );
  });
});
