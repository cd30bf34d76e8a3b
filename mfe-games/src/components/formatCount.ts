/** A counter as people read it in the page's language: 7, 1,234 → "1.2K", 2,500,000 → "2.5M" (and 1,2 k in French). */
export function formatCompactCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(Math.max(0, value));
}

/** The exact counter, for screen readers and tooltips. */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(Math.max(0, value));
}
