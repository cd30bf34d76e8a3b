import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isNotFound, localizePath, useBrowserValue, usePageLocale } from '@portal/shared';
import type { StudioDay, StudioStats } from '@portal/shared/contract/studio';
import { downloadStatsCsv } from '../api/csv';
import { studioQueries } from '../api/queries';
import { LoadError } from '../components/PageStates';
import { NAMESPACE } from '../i18n';
import { BreakdownChart } from './BreakdownChart';
import { NotYourGame } from './NotYourGame';
import { DayChart } from './DayChart';
import { useStudioFormats } from './formats';
import { FunnelChart } from './FunnelChart';
import { rangeOf } from './range';
import { RangePicker } from './RangePicker';
import { StatsHeadline } from './StatsHeadline';
import { UnansweredComments } from './UnansweredComments';
import { useRange } from './useRange';
import { useSignedInQuery } from './useSignedInQuery';

/** A fixed "today" while hydrating: the range's days are only computed, and fetched, in the browser. */
const SERVER_NOW = new Date(0);

/**
 * One game's numbers over the chosen range: headline totals, the charts (plays and players, play time, funnel,
 * returning players, likes and votes, breakdowns) each with its table, the comments to answer and the CSV export.
 * Every chart's frame renders before the data, at its final size.
 */
export function GameStats({ slug }: { slug: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const formats = useStudioFormats(locale);
  const [days, setDays] = useRange();
  const range = rangeOf(days, useBrowserValue(new Date(), SERVER_NOW));
  const query = useSignedInQuery(studioQueries.stats(slug ?? '', range), slug !== null);
  const stats: StudioStats | undefined = query.data;
  const list: StudioDay[] | undefined = stats?.days;
  const [exportFailed, setExportFailed] = useState(false);
  const chart = { locale, formats, days: list };
  if (isNotFound(query.error)) return <NotYourGame />;

  return (
    <div className="game-stats" data-testid="game-stats" data-loaded={stats ? 'true' : undefined}>
      <div className="game-stats__bar">
        <RangePicker value={days} onChange={setDays} />
        <div className="game-stats__actions">
          <button
            type="button"
            className="button"
            disabled={!stats}
            onClick={() => {
              setExportFailed(false);
              if (slug) downloadStatsCsv(slug, range).catch(() => setExportFailed(true));
            }}
          >
            {t('stats.exportCsv')}
          </button>
          <Link className="button button--ghost" to={localizePath('/gameupload', locale)}>
            {t('stats.uploadVersion')}
          </Link>
        </div>
      </div>
      {exportFailed && <p role="alert">{t('stats.exportFailed')}</p>}
      {query.isError && <LoadError onRetry={() => void query.refetch()} />}
      <StatsHeadline stats={stats} formats={formats} />
      <section className="studio-section" aria-labelledby="studio-charts">
        <h2 id="studio-charts">{t('stats.charts')}</h2>
        <div className="studio-charts">
          <DayChart
            {...chart}
            testId="chart-plays"
            title={t('chart.plays')}
            series={[
              { label: t('metric.playStarts'), value: (day) => day.playStarts },
              { label: t('metric.uniquePlayers'), value: (day) => day.uniquePlayers },
            ]}
          />
          <DayChart
            {...chart}
            testId="chart-play-time"
            title={t('chart.playTime')}
            format={formats.decimal}
            series={[
              { label: t('metric.playMinutes'), value: (day) => day.playSeconds / 60 },
              { label: t('metric.medianPlayMinutes'), value: (day) => day.medianPlaySeconds / 60 },
            ]}
          />
          <FunnelChart stats={stats} locale={locale} formats={formats} />
          <DayChart
            {...chart}
            testId="chart-returning"
            title={t('chart.returning')}
            series={[
              { label: t('metric.newPlayers'), value: (day) => day.newPlayers },
              { label: t('metric.returningDay1'), value: (day) => day.returningDay1 },
              { label: t('metric.returningDay7'), value: (day) => day.returningDay7 },
            ]}
          />
          <DayChart
            {...chart}
            testId="chart-reactions"
            title={t('chart.reactions')}
            series={[
              { label: t('metric.likes'), value: (day) => day.likes },
              { label: t('metric.votesUp'), value: (day) => day.votesUp },
              { label: t('metric.votesDown'), value: (day) => day.votesDown },
            ]}
          />
          <DayChart
            {...chart}
            testId="chart-rating"
            title={t('chart.rating')}
            format={formats.percent}
            series={[{ label: t('metric.rating'), value: (day) => day.rating }]}
          />
        </div>
      </section>
      <BreakdownChart stats={stats} locale={locale} formats={formats} />
      {slug && <UnansweredComments slug={slug} comments={stats?.comments} formats={formats} />}
      {stats?.rolledUpAt && (
        <p className="game-stats__note">{t('stats.rolledUpAt', { when: formats.dateTime(stats.rolledUpAt) })}</p>
      )}
    </div>
  );
}
