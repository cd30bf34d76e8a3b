import { useTranslation } from 'react-i18next';
import type { LocaleCode } from '@portal/shared';
import type { StudioDay } from '@portal/shared/contract/studio';
import { ChartFigure } from '../charts/ChartFigure';
import { LineChart } from '../charts/LineChart';
import { NAMESPACE } from '../i18n';
import type { StudioFormats } from './formats';

export interface DaySeries {
  label: string;
  value: (day: StudioDay) => number;
  /** How the table writes it (the chart's axis uses `format` of the chart). */
  format?: (value: number) => string;
}

interface DayChartProps {
  title: string;
  locale: LocaleCode;
  formats: StudioFormats;
  /** Undefined while loading: the frame at its final size. */
  days: readonly StudioDay[] | undefined;
  series: readonly DaySeries[];
  /** The value axis's format (numbers by default). */
  format?: (value: number) => string;
  testId: string;
}

/** One of the studio's charts over days, with its numbers as a table. */
export function DayChart({ title, locale, formats, days: loaded, series, format, testId }: DayChartProps) {
  const days = loaded ?? [];
  const { t } = useTranslation(NAMESPACE);
  const keys = days.map((day) => day.date);
  const axisFormat = format ?? formats.number;
  const drawn = series.map((s) => ({ label: s.label, values: days.map(s.value) }));
  return (
    <ChartFigure
      title={title}
      legend={series.map((s) => s.label)}
      loading={loaded === undefined}
      testId={testId}
      chart={
        <LineChart locale={locale} keys={keys} series={drawn} tickLabel={formats.shortDay} formatValue={axisFormat} />
      }
      table={{
        rowHeading: t('chart.day'),
        rows: days.map((day) => ({ key: day.date, label: formats.longDay(day.date) })),
        columns: series.map((s, index) => ({
          label: s.label,
          values: drawn[index]!.values.map(s.format ?? axisFormat),
        })),
      }}
    />
  );
}
