import { useTranslation } from 'react-i18next';
import type { StudioStats } from '@portal/shared/contract/studio';
import { NAMESPACE } from '../i18n';
import type { StudioFormats } from './formats';

const TOTALS = ['pageViews', 'playStarts', 'engagedPlays', 'newPlayers', 'comments'] as const;

/** The range's totals in a row of figures; dashes until they arrive, so the row keeps its place. */
export function StatsHeadline({ stats, formats }: { stats: StudioStats | undefined; formats: StudioFormats }) {
  const { t } = useTranslation(NAMESPACE);
  const figure = (value: number | undefined, format = formats.number) => (value === undefined ? '–' : format(value));
  return (
    <dl className="stats-headline" data-testid="stats-headline">
      {TOTALS.map((key) => (
        <div key={key} className="stats-headline__item" data-metric={key}>
          <dt>{t(`metric.${key}`)}</dt>
          <dd>{figure(stats?.totals[key])}</dd>
        </div>
      ))}
      <div className="stats-headline__item" data-metric="playSeconds">
        <dt>{t('metric.playMinutes')}</dt>
        <dd>{figure(stats?.totals.playSeconds, formats.minutes)}</dd>
      </div>
    </dl>
  );
}
