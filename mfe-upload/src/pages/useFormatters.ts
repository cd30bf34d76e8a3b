import { usePageLocale } from '@portal/shared';
import { useMemo } from 'react';
import { formatBytes } from '../upload/formatUnits';

export interface Formatters {
  /** "Jan 2, 2026, 10:00" in the page's locale; nothing for a missing or unreadable date rather than "Invalid Date". */
  date: (iso: string | null) => string;
  /** "12.5 MB", "987 bytes", "1 byte": the locale's digits and unit, in steps of 1024 (formatBytes). */
  size: (bytes: number) => string;
  count: (value: number) => string;
  /** A locale code ("pt", "zh-TW") as the language's name in the page's language. */
  language: (code: string) => string;
  /** "English, French and Arabic", with the language's own separators and conjunction. */
  list: (items: string[]) => string;
}

/** Dates, file sizes and counts written the way the page's language writes them, without strings of our own. */
export function useFormatters(): Formatters {
  const locale = usePageLocale();
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const counts = new Intl.NumberFormat(locale);
    const languages = new Intl.DisplayNames(locale, { type: 'language' });
    const lists = new Intl.ListFormat(locale, { type: 'conjunction' });
    return {
      date: (iso) => {
        const time = iso ? Date.parse(iso) : Number.NaN;
        return Number.isFinite(time) ? dates.format(time) : '';
      },
      size: (bytes) => formatBytes(bytes, locale),
      count: (value) => counts.format(value),
      language: (code) => {
        try {
          return languages.of(code) ?? code;
        } catch {
          return code;
        }
      },
      list: (items) => lists.format(items),
    };
  }, [locale]);
}
