import { useContext } from 'react';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../query/keys';

/**
 * Numbers, lists and relative times written out in a page's language, kept with the page's data. A page's first `Intl` formatter
 * costs a browser 35–70 ms (ICU's formatting data; the next ones almost nothing), which a first view paid inside
 * hydration. So the server keeps every string it formats for a page in the page's query cache (this entry, created
 * empty before it renders: `startWrittenFormats`), the browser receives them with the rest of the data, and
 * hydrating reads them instead of formatting: the same strings, no formatter. Anything else (a count that changed, a
 * page rendered in the browser) is formatted there.
 */
type Written = Record<string, string>;

const writtenKey = (locale: string) => [...QUERY_KEYS.formats, locale] as const;

/** On the server, before rendering a page in `locale`: where the page's formatted strings are kept. */
export function startWrittenFormats(client: QueryClient, locale: string): void {
  client.setQueryData<Written>(writtenKey(locale), {});
}

/** The strings a page's server render wrote (on the server, the ones written so far), or none. */
const writtenOf = (client: QueryClient | undefined, locale: string) =>
  client?.getQueryData<Written>(writtenKey(locale));

/**
 * `write(...args)` in `locale`: the server's string for the same key when the page has it, else `format` with a
 * formatter made once per hook (`make`), and, on the server, kept for the browser.
 */
function useWriter<Args extends unknown[]>(
  locale: string,
  key: (...args: Args) => string,
  make: () => { format: (...args: Args) => string },
): (...args: Args) => string {
  // Without a query client (a component rendered on its own) there is nothing written: it formats.
  const client = useContext(QueryClientContext);
  let formatter: { format: (...args: Args) => string } | undefined;
  return (...args) => {
    const strings = writtenOf(client, locale);
    const id = key(...args);
    const known = strings?.[id];
    if (known !== undefined) return known;
    const text = (formatter ??= make()).format(...args);
    // Kept where the entry exists (on the server, for the browser), in place: replacing the cache's data while React
    // renders would notify the cache's observers in the middle of a render.
    if (strings) strings[id] = text;
    return text;
  };
}

/** `(value) => "1,234"` in `locale` (an `Intl.NumberFormat` with `options`, made only when needed). */
export function useNumberFormat(locale: string, options?: Intl.NumberFormatOptions): (value: number) => string {
  const prefix = `n${JSON.stringify(options ?? {})}`;
  return useWriter(
    locale,
    (value: number) => `${prefix}${value}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

/** `(items) => "Keyboard, Touch"` in `locale` (an `Intl.ListFormat` with `options`, made only when needed). */
export function useListFormat(locale: string, options?: Intl.ListFormatOptions): (items: string[]) => string {
  const prefix = `l${JSON.stringify(options ?? {})}`;
  return useWriter(
    locale,
    (items: string[]) => `${prefix}${JSON.stringify(items)}`,
    () => new Intl.ListFormat(locale, options),
  );
}

/** `(value, unit) => "3 minutes ago"` in `locale` (an `Intl.RelativeTimeFormat` with `options`, made only when needed). */
export function useRelativeTimeFormat(
  locale: string,
  options?: Intl.RelativeTimeFormatOptions,
): (value: number, unit: Intl.RelativeTimeFormatUnit) => string {
  const prefix = `r${JSON.stringify(options ?? {})}`;
  return useWriter(
    locale,
    (value: number, unit: Intl.RelativeTimeFormatUnit) => `${prefix}${value} ${unit}`,
    () => new Intl.RelativeTimeFormat(locale, options),
  );
}
