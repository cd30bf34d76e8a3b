import { useEffect, useState } from 'react';

export const THEATRE_STORAGE_KEY = 'portal.theatreMode';

function stored(): boolean {
  try {
    return localStorage.getItem(THEATRE_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Theatre mode (a wider stage on desktop, fitted under the header), remembered on this device for every game. */
export function useTheatreMode() {
  // Read after hydration: the server cannot know this device's choice, so the first render is always "off".
  const [on, setOn] = useState(false);
  useEffect(() => setOn(stored()), []);
  const toggle = () => {
    const next = !on;
    setOn(next);
    try {
      if (next) localStorage.setItem(THEATRE_STORAGE_KEY, '1');
      else localStorage.removeItem(THEATRE_STORAGE_KEY);
    } catch {
      // Storage refused (private mode): the choice lasts for this page.
    }
  };
  return { on, toggle };
}
