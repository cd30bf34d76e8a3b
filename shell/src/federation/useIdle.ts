import { useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

/** True once the page has loaded and the browser has been idle (see whenIdle). */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
