import { useTranslation } from 'react-i18next';
import { BarChart } from '../charts/BarChart';
import { ChartFigure } from '../charts/ChartFigure';
import { NAMESPACE } from '../i18n';
import type { StatsChartProps } from './formats';

const STEPS = ['pageViews', 'playStarts', 'engagedPlays'] as const;

/** Game page views → play starts → plays of a minute or more, with each step's share of the first. */
export function FunnelChart({ stats, locale, formats }: StatsChartProps) {
  const { t } = useTranslation(NAMESPACE);
  const values = STEPS.map((step) => stats?.funnel[step] ?? 0);
  const first = values[0] ?? 0;
  const rows = stats ? STEPS.map((step) => t(`funnel.${step}`)) : [];
  return (
    <ChartFigure
      title={t('funnel.title')}
      legend={[]}
      loading={!stats}
      testId="chart-funnel"
      chart={
        <BarChart
          locale={locale}
          rows={rows}
          series={[{ label: t('funnel.title'), values }]}
          formatValue={formats.number}
        />
      }
      table={{
        rowHeading: t('funnel.step'),
        rows: rows.map((label, index) => ({ key: STEPS[index]!, label })),
        columns: [
          { label: t('funnel.count'), values: values.map(formats.number) },
          { label: t('funnel.share'), values: values.map((value) => formats.percent(first ? value / first : 0)) },
        ],
      }}
    />
  );
}
