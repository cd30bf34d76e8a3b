import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath, usePageLocale } from '@portal/shared';
import { opsQueries } from '../api/queries';
import { NAMESPACE } from '../i18n';
import type { StudioFormats } from '../studio/formats';
import { useSignedInQuery } from '../studio/useSignedInQuery';

/** How many uploads wait for a moderator, since when, and the way to the review queue. */
export function ModerationSummary({ formats, enabled }: { formats: StudioFormats; enabled: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const moderation = useSignedInQuery(opsQueries.moderation(), enabled);
  const data = moderation.data;
  return (
    <section className="studio-section" aria-labelledby="ops-moderation" data-testid="ops-moderation">
      <h2 id="ops-moderation">{t('ops.moderation')}</h2>
      <p>
        {data ? t('ops.waiting', { count: data.waiting, formatted: formats.number(data.waiting) }) : '–'}
        {data?.oldestSubmittedAt && ` ${t('ops.oldest', { when: formats.dateTime(data.oldestSubmittedAt) })}`}
      </p>
      <Link to={`${localizePath('/gameupload', locale)}?tab=review`}>{t('ops.reviewQueue')}</Link>
    </section>
  );
}
