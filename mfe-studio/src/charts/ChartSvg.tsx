import type { ReactNode } from 'react';
import { CHART_HEIGHT, CHART_WIDTH } from './geometry';

/**
 * A chart's drawing: one coordinate box that CSS scales with its column, and hidden from assistive technology, which
 * reads the same numbers in the table beside it (ChartFigure).
 */
export function ChartSvg({ kind, children }: { kind: 'line' | 'bar'; children: ReactNode }) {
  return (
    <svg
      className="chart"
      viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      focusable="false"
      data-chart={kind}
    >
      {children}
    </svg>
  );
}
