/**
 * Sizes, speeds and durations in the reader's language with Intl's units. Binary steps (1 MB = 1,048,576 bytes)
 * so the API's limits read as round numbers ("100 MB").
 */
const STEPS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

function scaled(bytes: number): { value: number; unit: (typeof STEPS)[number] } {
  let value = bytes;
  let step = 0;
  while (value >= 1024 && step < STEPS.length - 1) {
    value /= 1024;
    step += 1;
  }
  return { value, unit: STEPS[step]! };
}

const digits = (value: number) => (value >= 100 || Number.isInteger(value) ? 0 : 1);

/**
 * "819 bytes", "1 byte", "2 байта": under a kilobyte the unit is spelt out, so each language's plural form applies
 * (the short "byte" symbol does not inflect in several languages); from a kilobyte on, the short symbol ("1.5 MB").
 */
export function formatBytes(bytes: number, locale: string): string {
  const { value, unit } = scaled(bytes);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: digits(value),
  }).format(value);
}

export function formatSpeed(bytesPerSecond: number, locale: string): string {
  const { value, unit } = scaled(bytesPerSecond);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: `${unit}-per-second`,
    maximumFractionDigits: digits(value),
  }).format(value);
}

/** Rounded up, in the largest whole unit that fits: "45 seconds", "3 minutes", "1.5 hours". */
export function formatDuration(seconds: number, locale: string): string {
  const format = (value: number, unit: 'second' | 'minute' | 'hour', fraction = 0) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: fraction }).format(
      value,
    );
  if (seconds < 60) return format(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 3600) return format(Math.ceil(seconds / 60), 'minute');
  return format(Math.ceil(seconds / 360) / 10, 'hour', 1);
}

export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}
