/** A date as the reader's language writes it ("12 mars 2025"), or '' for a value that is no date. */
export function formatDate(value: string, locale: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}
