import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@portal/shared';
import { BarChart } from '../charts/BarChart';
import { ChartFigure } from '../charts/ChartFigure';
import { NAMESPACE } from '../i18n';
import type { StatsChartProps } from './formats';

const DIMENSIONS = ['locale', 'device', 'source'] as const;
type Dimension = (typeof DIMENSIONS)[number];

/** Page views and play starts by locale, device or traffic source, one at a time behind tabs. */
export function BreakdownChart({ stats, locale, formats }: StatsChartProps) {
  const { t } = useTranslation(NAMESPACE);
  const [dimension, setDimension] = useState<Dimension>('locale');
  return (
    <section className="studio-section studio-breakdown" aria-labelledby="studio-breakdowns">
      <h2 id="studio-breakdowns">{t('breakdown.title')}</h2>
      <Tabs
        label={t('breakdown.title')}
        tabs={DIMENSIONS}
        selected={dimension}
        onSelect={setDimension}
        tabLabel={(tab) => t(`breakdown.${tab}`)}
        variant="pills"
      >
        {(tab) => {
          const rows = stats?.breakdowns[tab] ?? [];
          const label = (value: string) => (tab === 'locale' ? value : t(`breakdown.values.${value}`, value));
          const series = [
            { label: t('metric.pageViews'), values: rows.map((row) => row.pageViews) },
            { label: t('metric.playStarts'), values: rows.map((row) => row.playStarts) },
          ];
          return (
            tab === dimension && (
              <ChartFigure
                title={t(`breakdown.${tab}`)}
                legend={series.map((s) => s.label)}
                loading={!stats}
                testId={`breakdown-${tab}`}
                chart={
                  <BarChart
                    locale={locale}
                    rows={rows.map((row) => label(row.value))}
                    series={series}
                    formatValue={formats.number}
                  />
                }
                table={{
                  rowHeading: t(`breakdown.${tab}`),
                  rows: rows.map((row) => ({ key: row.value, label: label(row.value) })),
                  columns: series.map((s) => ({ label: s.label, values: s.values.map(formats.number) })),
                }}
              />
            )
          );
        }}
      </Tabs>
    </section>
  );
}
