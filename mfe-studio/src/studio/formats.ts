import { useMemo } from 'react';
import type { LocaleCode } from '@portal/shared';
import type { StudioStats } from '@portal/shared/contract/studio';

/**
 * How the studio writes its numbers and days in the page's language. Only data the browser fetched is formatted
 * (the server renders the empty frame), so the browser's Intl is the one source.
 */
export function useStudioFormats(locale: LocaleCode) {
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const shortDay = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const longDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    return {
      number: (value: number) => number.format(value),
      decimal: (value: number) => decimal.format(value),
      percent: (value: number) => percent.format(value),
      /** Whole minutes from seconds, with one decimal under ten. */
      minutes: (seconds: number) => decimal.format(seconds / 60),
      shortDay: (iso: string) => shortDay.format(day(iso)),
      longDay: (iso: string) => longDay.format(day(iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
    };
  }, [locale]);
}
export type StudioFormats = ReturnType<typeof useStudioFormats>;

/** What a chart of one game's stats is drawn from: the stats (undefined while loading), in the page's language. */
export interface StatsChartProps {
  stats: StudioStats | undefined;
  locale: LocaleCode;
  formats: StudioFormats;
}
