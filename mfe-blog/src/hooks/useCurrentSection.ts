import { useEffect, useState } from 'react';

/** A section is the one being read once its heading has passed this share of the window's height. */
const READING_LINE = 0.3;

/**
 * The id of the section being read: the last of the headings `ids` (in document order) above the reading line,
 * updated at most once a frame while the page scrolls. Off (undefined) unless `enabled`.
 */
export function useCurrentSection(ids: readonly string[], enabled: boolean): string | undefined {
  const [current, setCurrent] = useState<string>();
  // The ids as one value, so a new array with the same ids does not restart the tracking (ids hold no white space).
  const key = ids.join(' ');
  useEffect(() => {
    if (!enabled) return;
    const headings = key
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((h): h is HTMLElement => h !== null);
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = window.innerHeight * READING_LINE;
      let reading: string | undefined;
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top > line) break;
        reading = heading.id;
      }
      setCurrent(reading);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [key, enabled]);
  return enabled ? current : undefined;
}
