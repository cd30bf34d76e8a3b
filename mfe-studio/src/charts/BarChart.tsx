import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { directionOf, type LocaleCode } from '@portal/shared';
import { ChartSvg } from './ChartSvg';
import { CHART_HEIGHT, CHART_WIDTH, LABEL_FONT_SIZE, MARGIN, SERIES_COLOURS, TICK_FONT_SIZE } from './geometry';
import type { Series } from './LineChart';

interface BarChartProps {
  locale: LocaleCode;
  /** One row per category (a funnel step, a locale…), drawn top to bottom. */
  rows: readonly string[];
  /** Each series is one bar per row, side by side. */
  series: readonly Series[];
  formatValue: (value: number) => string;
}

/** Rows a bar chart draws; a longer breakdown is whole in its data table. */
export const MAX_BAR_ROWS = 4;
const LABEL_HEIGHT = LABEL_FONT_SIZE + 4;

/**
 * Horizontal bars, each row's name above its bars and each bar's value at its end. Bars grow from the reading
 * start, so Arabic mirrors them. Without rows it draws the empty frame at the chart's final size.
 */
export function BarChart({ locale, rows, series, formatValue }: BarChartProps) {
  const rtl = directionOf(locale) === 'rtl';
  const shown = rows.slice(0, MAX_BAR_ROWS);
  const inner = CHART_WIDTH - MARGIN.side * 2;
  const band = scaleBand<string>({
    domain: [...shown],
    range: [MARGIN.top, CHART_HEIGHT - MARGIN.top],
    paddingInner: 0.25,
  });
  const top = Math.max(1, ...series.flatMap((s) => s.values.slice(0, shown.length)));
  const length = scaleLinear<number>({ domain: [0, top], range: [0, inner] });
  const barHeight = Math.max(0, band.bandwidth() - LABEL_HEIGHT) / Math.max(1, series.length);
  const startX = rtl ? CHART_WIDTH - MARGIN.side : MARGIN.side;
  const anchor = rtl ? 'end' : 'start';
  return (
    <ChartSvg kind="bar">
      <line x1={startX} x2={startX} y1={MARGIN.top} y2={CHART_HEIGHT - MARGIN.top} stroke="currentColor" />
      {shown.map((row, rowIndex) => {
        const y = band(row) ?? 0;
        return (
          <Group key={row} top={y}>
            <text x={startX} y={LABEL_HEIGHT - 3} fontSize={LABEL_FONT_SIZE} fill="currentColor" textAnchor={anchor}>
              {row}
            </text>
            {series.map((s, index) => {
              const value = s.values[rowIndex] ?? 0;
              const width = length(value);
              const barTop = LABEL_HEIGHT + index * barHeight;
              const end = rtl ? startX - width : startX + width;
              return (
                <Group key={s.label}>
                  <Bar
                    x={rtl ? end : startX}
                    y={barTop}
                    width={width}
                    height={Math.max(1, barHeight - 2)}
                    fill={SERIES_COLOURS[index % SERIES_COLOURS.length]}
                  />
                  <text
                    x={rtl ? end - 4 : end + 4}
                    y={barTop + barHeight / 2 + TICK_FONT_SIZE / 3}
                    fontSize={TICK_FONT_SIZE}
                    fill="currentColor"
                    textAnchor={anchor}
                  >
                    {formatValue(value)}
                  </text>
                </Group>
              );
            })}
          </Group>
        );
      })}
    </ChartSvg>
  );
}
