import { dismissToast, MAX_VISIBLE_TOASTS, showToast, toastsAtom } from './toasts';
import { portalStore } from './store';

const toasts = () => portalStore.get(toastsAtom);

describe('toasts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    for (const t of toasts()) dismissToast(t.id);
  });
  afterEach(() => jest.useRealTimers());

  it('defaults to info, bottom-right, closable, 5000 ms', () => {
    showToast({ message: 'Saved' });
    expect(toasts()[0]).toMatchObject({
      message: 'Saved',
      type: 'info',
      position: 'bottom-right',
      closable: true,
      duration: 5000,
    });
  });

  it('adds new toasts at the front and removes each after its duration', () => {
    showToast({ message: 'first', duration: 1000 });
    showToast({ message: 'second', duration: 3000 });
    expect(toasts().map((t) => t.message)).toEqual(['second', 'first']);
    jest.advanceTimersByTime(1000);
    expect(toasts().map((t) => t.message)).toEqual(['second']);
    jest.advanceTimersByTime(2000);
    expect(toasts()).toHaveLength(0);
  });

  it('keeps at most five, dropping the oldest', () => {
    for (let i = 1; i <= 7; i += 1) showToast({ message: `t${i}` });
    expect(toasts()).toHaveLength(MAX_VISIBLE_TOASTS);
    expect(toasts().map((t) => t.message)).toEqual(['t7', 't6', 't5', 't4', 't3']);
  });

  it('a toast with duration 0 stays until dismissed', () => {
    const id = showToast({ message: 'sticky', duration: 0, type: 'warning' });
    jest.advanceTimersByTime(60_000);
    expect(toasts()).toHaveLength(1);
    dismissToast(id);
    expect(toasts()).toHaveLength(0);
  });
});
