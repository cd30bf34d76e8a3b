import { useEffect, useRef, useState } from 'react';
import { apiLanguage, dropFirstData, peekFirstData, type AsyncState, type FirstDataRequest } from '@portal/shared';
import { useLocale } from './useLocale';

/**
 * Like useAsync, but starts from the data the edge server inlined for `request` (the first view of the page), so
 * the first render already shows it; later views, a language switch and retries load as usual.
 */
export function useFirstData<T>(request: FirstDataRequest, load: () => Promise<T>, deps: readonly unknown[]): AsyncState<T> {
  const locale = useLocale();
  const [state, setState] = useState<AsyncState<T>>(() => {
    const inline = peekFirstData(request, apiLanguage(locale));
    return inline === undefined ? { status: 'loading' } : { status: 'success', data: inline as T };
  });
  const fromHtml = useRef(state.status === 'success');
  useEffect(() => {
    if (fromHtml.current) {
      fromHtml.current = false;
      dropFirstData(request);
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => live && setState({ status: 'success', data }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [locale, ...deps]);
  return state;
}
