import { STUDIO_CSV_COLUMNS, type StudioDay } from '@portal/shared/contract/studio';

/** camelCase → snake_case: the CSV header speaks the way spreadsheets and SQL people name columns. */
const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The daily series as CSV (RFC 4180 line ends): the header, then one row per day with exactly the JSON answer's
 * numbers. Every value is a date or a number, so nothing needs quoting or guarding against formula injection.
 */
export function studioCsv(days: StudioDay[]): string {
  const lines = [STUDIO_CSV_COLUMNS.map(snake).join(',')];
  for (const day of days) lines.push(STUDIO_CSV_COLUMNS.map((column) => String(day[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
