import { directionOf, type LocaleCode } from '@portal/shared';

/**
 * Every chart draws in one coordinate box and scales with its column (CSS `width: 100%`, height from the aspect
 * ratio), so the frame the server sends and the chart the browser draws into it have the same size: nothing moves.
 */
export const CHART_WIDTH = 640;
export const CHART_HEIGHT = 240;
export const MARGIN = { top: 12, bottom: 32, side: 56 } as const;
/**
 * Label sizes in the chart's own units: about 13 px where a chart is 560 px wide, smaller on a phone, where the
 * table beside it has the same numbers in the page's text size.
 */
export const TICK_FONT_SIZE = 15;
export const LABEL_FONT_SIZE = 17;

/**
 * Time and bars run from the reading start: left to right, and right to left in Arabic, where the value axis moves
 * to the right too (`valueAxisAt`).
 */
export function horizontalRange(locale: LocaleCode, width = CHART_WIDTH): [number, number] {
  return directionOf(locale) === 'rtl'
    ? [width - MARGIN.side, MARGIN.side / 2]
    : [MARGIN.side, width - MARGIN.side / 2];
}

export const valueAxisAt = (locale: LocaleCode, width = CHART_WIDTH): number =>
  directionOf(locale) === 'rtl' ? width - MARGIN.side : MARGIN.side;

/** The colours of a chart's series, in order (tokens of the portal's palette, so dark mode follows). */
export const SERIES_COLOURS = ['var(--studio-series-1)', 'var(--studio-series-2)', 'var(--studio-series-3)'];
