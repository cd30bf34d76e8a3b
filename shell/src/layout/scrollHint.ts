/** Pixels of slack before the end of a scroller counts as reached (sub-pixel widths, zoom). */
const SLACK_PX = 4;

/** What is left to scroll along a row, on either side, in reading order ("start" = towards the line's start). */
export function scrollRoom(metrics: { scrollLeft: number; scrollWidth: number; clientWidth: number }, rtl: boolean) {
  // In right-to-left rows scrollLeft is 0 at the start and negative towards the end.
  const done = rtl ? -metrics.scrollLeft : metrics.scrollLeft;
  const left = metrics.scrollWidth - metrics.clientWidth - done;
  return { start: done > SLACK_PX, end: left > SLACK_PX };
}
