import { usePageLocale } from '@portal/shared';

/** "Jan 2, 2026" in the page's locale; an unreadable date gives nothing rather than "Invalid Date". */
export function useListDate(): (iso: string) => string {
  const locale = usePageLocale();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (iso) => {
    const time = Date.parse(iso);
    return Number.isFinite(time) ? format.format(time) : '';
  };
}
