import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsQueries } from '../api/queries';
import { NAMESPACE } from '../i18n';
import type { StudioFormats } from '../studio/formats';
import { useSignedInQuery } from '../studio/useSignedInQuery';
import { Version } from './Version';

/** The release history of every remote or one, newest first: what moved, when, who did it and why. */
export function HistoryTable({ remotes, formats }: { remotes: readonly string[] | undefined; formats: StudioFormats }) {
  const { t } = useTranslation(NAMESPACE);
  const [remote, setRemote] = useState<string | null>(null);
  // Asked once the console knows the user may see it (the remotes arrived).
  const history = useSignedInQuery(opsQueries.history(remote), remotes !== undefined);
  const filterId = useId();
  return (
    <section className="studio-section" aria-labelledby="ops-history" data-testid="ops-history">
      <h2 id="ops-history">{t('ops.history')}</h2>
      <label htmlFor={filterId}>{t('ops.historyOf')}</label>{' '}
      <select
        id={filterId}
        className="input"
        value={remote ?? ''}
        onChange={(event) => setRemote(event.target.value || null)}
      >
        <option value="">{t('ops.allRemotes')}</option>
        {remotes?.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <div className="ops-table__scroll">
        <table className="ops-table" aria-busy={!history.data}>
          <caption className="visually-hidden">{t('ops.history')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('ops.when')}</th>
              <th scope="col">{t('ops.remote')}</th>
              <th scope="col">{t('ops.move')}</th>
              <th scope="col">{t('ops.version')}</th>
              <th scope="col">{t('ops.actor')}</th>
              <th scope="col">{t('ops.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {history.data?.entries.map((entry, index) => (
              <tr key={`${entry.remote}/${entry.at}/${index}`} data-testid="history-entry">
                <td>{formats.dateTime(entry.at)}</td>
                <td>{entry.remote}</td>
                <td>{entry.action}</td>
                <td>
                  <Version>{`${entry.previous ? `${entry.previous} → ` : ''}${entry.version ?? '–'}`}</Version>
                </td>
                <td>
                  <bdi>{entry.actor}</bdi>
                </td>
                <td>
                  <bdi>{entry.reason ?? '–'}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
