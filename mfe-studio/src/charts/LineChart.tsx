import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { directionOf, type LocaleCode } from '@portal/shared';
import { ChartSvg } from './ChartSvg';
import { CHART_HEIGHT, horizontalRange, MARGIN, SERIES_COLOURS, TICK_FONT_SIZE, valueAxisAt } from './geometry';

export interface Series {
  label: string;
  values: readonly number[];
}

interface LineChartProps {
  locale: LocaleCode;
  /** One key per point along the time axis (days, YYYY-MM-DD), oldest first. */
  keys: readonly string[];
  series: readonly Series[];
  tickLabel: (key: string) => string;
  formatValue: (value: number) => string;
}

/** At most this many labels along the time axis, whatever the range. */
const MAX_TIME_TICKS = 5;

/**
 * Lines over days (visx: React SVG, so the server and the browser draw the same markup). Without keys it draws
 * the empty frame: axes only, at the chart's final size. The value axis sits on the reading start's side.
 */
export function LineChart({ locale, keys, series, tickLabel, formatValue }: LineChartProps) {
  const rtl = directionOf(locale) === 'rtl';
  const x = scalePoint<string>({ domain: [...keys], range: horizontalRange(locale) });
  const top = Math.max(1, ...series.flatMap((s) => s.values));
  const y = scaleLinear<number>({ domain: [0, top], range: [CHART_HEIGHT - MARGIN.bottom, MARGIN.top], nice: true });
  const step = Math.max(1, Math.ceil(keys.length / MAX_TIME_TICKS));
  const ValueAxis = rtl ? AxisRight : AxisLeft;
  return (
    <ChartSvg kind="line">
      <Group>
        {keys.length > 0 &&
          series.map((s, index) => (
            <LinePath
              key={s.label}
              data={keys.map((key, i) => [key, s.values[i] ?? 0] as const)}
              x={([key]) => x(key) ?? 0}
              y={([, value]) => y(value)}
              stroke={SERIES_COLOURS[index % SERIES_COLOURS.length]}
              strokeWidth={2}
              strokeDasharray={index === 1 ? '6 3' : undefined}
              fill="none"
            />
          ))}
      </Group>
      <AxisBottom
        top={CHART_HEIGHT - MARGIN.bottom}
        scale={x}
        tickValues={keys.filter((_, i) => i % step === 0)}
        tickFormat={(key) => tickLabel(String(key))}
        stroke="currentColor"
        tickStroke="currentColor"
        tickLabelProps={{ fill: 'currentColor', fontSize: TICK_FONT_SIZE, textAnchor: 'middle' }}
      />
      <ValueAxis
        left={valueAxisAt(locale)}
        scale={y}
        numTicks={4}
        tickFormat={(value) => formatValue(Number(value))}
        stroke="currentColor"
        tickStroke="currentColor"
        tickLabelProps={{ fill: 'currentColor', fontSize: TICK_FONT_SIZE }}
      />
    </ChartSvg>
  );
}
