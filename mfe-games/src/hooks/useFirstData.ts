import { useEffect, useState } from 'react';
import {
  apiLanguage,
  dropFirstData,
  peekFirstData,
  useAsync,
  type AsyncState,
  type FirstDataRequest,
  usePageLocale,
} from '@portal/shared';

/**
 * useAsync that starts from the data the edge server inlined for `request` (the first view of the page), so the
 * first render already shows it; later views, a language switch and retries load as usual.
 */
export function useFirstData<T>(
  request: FirstDataRequest,
  load: () => Promise<T>,
  deps: readonly unknown[],
): AsyncState<T> {
  const locale = usePageLocale();
  // What the first render found, kept for the life of the view.
  const [first] = useState(() => ({ request, data: peekFirstData(request, apiLanguage(locale)) as T | undefined }));
  // Inlined data serves one view: the next visit of the page fetches fresh data.
  useEffect(() => {
    if (first.data !== undefined) dropFirstData(first.request);
  }, [first]);
  return useAsync(load, [locale, ...deps], first.data);
}
