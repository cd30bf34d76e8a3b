/** Speed is measured over the last few seconds, so it follows the connection without jumping at every event. */
const WINDOW_MS = 4000;
/** Below this span a speed is noise (the first events arrive in a burst). */
const MIN_SPAN_MS = 500;

export interface TransferRate {
  /** Bytes per second, or null until enough time has passed to tell. */
  bytesPerSecond: number | null;
  /** Seconds until `total` at that speed, or null with no speed yet. */
  secondsLeft: number | null;
}

/** Speed and time left of one transfer, from its progress samples; `now` is in milliseconds. */
export function createRateMeter(now: () => number = () => Date.now()) {
  const samples: Array<{ time: number; loaded: number }> = [];
  return (loaded: number, total: number): TransferRate => {
    const time = now();
    samples.push({ time, loaded });
    while (samples.length > 2 && time - samples[1]!.time >= WINDOW_MS) samples.shift();
    const first = samples[0]!;
    const span = time - first.time;
    if (span < MIN_SPAN_MS || loaded <= first.loaded) return { bytesPerSecond: null, secondsLeft: null };
    const bytesPerSecond = ((loaded - first.loaded) * 1000) / span;
    return { bytesPerSecond, secondsLeft: Math.max(0, total - loaded) / bytesPerSecond };
  };
}
