import { useTranslation } from 'react-i18next';
import type { LocaleCode } from '@portal/shared';
import type { OpsRemote } from '@portal/shared/contract/ops';
import { ChartFigure } from '../charts/ChartFigure';
import { LineChart } from '../charts/LineChart';
import { NAMESPACE } from '../i18n';
import type { StudioFormats } from '../studio/formats';

/** Versions drawn at once (the live one, a canary and the one before): every version is in the table. */
const DRAWN_VERSIONS = 3;

/** Failure rate per version per day; the table adds sessions and server-render failures. */
export function HealthChart({
  remote,
  locale,
  formats,
}: {
  remote: OpsRemote | undefined;
  locale: LocaleCode;
  formats: StudioFormats;
}) {
  const { t } = useTranslation(NAMESPACE);
  const health = remote?.health ?? [];
  const dates = [...new Set(health.map((day) => day.date))].sort();
  const sessionsOf = (version: string) =>
    health.filter((day) => day.version === version).reduce((sum, day) => sum + day.sessions, 0);
  const versions = [...new Set(health.map((day) => day.version))]
    .sort((a, b) => sessionsOf(b) - sessionsOf(a))
    .slice(0, DRAWN_VERSIONS);
  const series = versions.map((version) => ({
    label: version,
    values: dates.map((date) => health.find((day) => day.version === version && day.date === date)?.failureRate ?? 0),
  }));
  return (
    <ChartFigure
      title={t('ops.health')}
      legend={versions}
      loading={!remote}
      testId={remote ? `health-${remote.name}` : undefined}
      chart={
        <LineChart
          locale={locale}
          keys={dates}
          series={series}
          tickLabel={formats.shortDay}
          formatValue={formats.percent}
        />
      }
      table={{
        rowHeading: t('chart.day'),
        rows: health.map((day) => ({ key: `${day.version}/${day.date}`, label: formats.longDay(day.date) })),
        columns: [
          { label: t('ops.version'), values: health.map((day) => day.version) },
          { label: t('ops.sessions'), values: health.map((day) => formats.number(day.sessions)) },
          { label: t('ops.failureRate'), values: health.map((day) => formats.percent(day.failureRate)) },
          { label: t('ops.ssrFailures'), values: health.map((day) => formats.number(day.ssrFailures)) },
        ],
      }}
    />
  );
}
