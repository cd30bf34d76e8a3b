import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useBrowserValue } from '@portal/shared';
import { DEFAULT_RANGE, parseRange, type RangeDays } from './range';

/**
 * The chosen range, kept in the address (`?days=`) so a reload or a shared link shows the same charts. The server
 * renders the default (it renders only the parameters every page reads), and so does the browser while hydrating.
 */
export function useRange(): [RangeDays, (days: RangeDays) => void] {
  const [params, setParams] = useSearchParams();
  const days = useBrowserValue(parseRange(params.get('days')), DEFAULT_RANGE);
  const choose = useCallback(
    (next: RangeDays) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('days', String(next));
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [days, choose];
}
