import { useTranslation } from 'react-i18next';
import type { LocaleCode } from '@portal/shared';
import type { OpsAction, OpsRemote } from '@portal/shared/contract/ops';
import { NAMESPACE } from '../i18n';
import type { StudioFormats } from '../studio/formats';
import { HealthChart } from './HealthChart';
import { Version } from './Version';
import type { PendingMove } from './MoveDialog';

/** The moves the state allows, each with where it leads: promote and end only with a canary running. */
export function movesOf(remote: OpsRemote): PendingMove[] {
  const moves: PendingMove[] = [];
  if (remote.canary) {
    moves.push({ remote: remote.name, action: 'promote', target: remote.canary.version });
    moves.push({ remote: remote.name, action: 'end-canary', target: remote.current });
  }
  // A rollback drops a running canary, else goes back one version.
  if (remote.canary) moves.push({ remote: remote.name, action: 'rollback', target: remote.current });
  else if (remote.previous.length > 0)
    moves.push({ remote: remote.name, action: 'rollback', target: remote.previous[0] ?? null });
  return moves;
}

interface RemoteCardProps {
  remote: OpsRemote;
  locale: LocaleCode;
  formats: StudioFormats;
  onMove: (move: PendingMove, trigger: HTMLButtonElement) => void;
}

/** One remote: its live version, canary, pins, earlier versions, health and error reports, and its moves. */
export function RemoteCard({ remote, locale, formats, onMove }: RemoteCardProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = `remote-${remote.name}`;
  const label = (action: OpsAction) => t(`ops.action.${action}`);
  return (
    <section className="remote-card" aria-labelledby={headingId} data-testid={`remote-${remote.name}`}>
      <h3 id={headingId} tabIndex={-1}>
        {remote.name}
      </h3>
      <dl className="remote-card__facts">
        <div>
          <dt>{t('ops.live')}</dt>
          <dd data-testid="live-version">{remote.current ? <Version>{remote.current}</Version> : t('ops.none')}</dd>
        </div>
        <div>
          <dt>{t('ops.canary')}</dt>
          <dd>
            {remote.canary
              ? t('ops.canaryShare', {
                  version: remote.canary.version,
                  share: formats.percent(remote.canary.percent / 100),
                })
              : t('ops.none')}
          </dd>
        </div>
        <div>
          <dt>{t('ops.pins')}</dt>
          <dd>{remote.pins.length ? remote.pins.map((pin) => pin.version).join(', ') : t('ops.none')}</dd>
        </div>
        <div>
          <dt>{t('ops.previous')}</dt>
          <dd>
            {remote.previous.length ? <Version>{remote.previous.slice(0, 3).join(', ')}</Version> : t('ops.none')}
          </dd>
        </div>
      </dl>
      <div className="remote-card__moves">
        {movesOf(remote).map((move) => (
          <button
            key={move.action}
            type="button"
            className={`button ${move.action === 'promote' ? '' : 'button--ghost'}`}
            onClick={(event) => onMove(move, event.currentTarget)}
          >
            {label(move.action)}
          </button>
        ))}
      </div>
      <HealthChart remote={remote} locale={locale} formats={formats} />
      {remote.errors.length > 0 && (
        <table className="ops-table">
          <caption>{t('ops.errors')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('ops.version')}</th>
              <th scope="col">{t('ops.kind')}</th>
              <th scope="col">{t('ops.sessions')}</th>
              <th scope="col">{t('ops.lastMessage')}</th>
            </tr>
          </thead>
          <tbody>
            {remote.errors.map((error) => (
              <tr key={`${error.version}/${error.kind}`}>
                <td>
                  <Version>{error.version}</Version>
                </td>
                <td>{error.kind}</td>
                <td>{formats.number(error.sessions)}</td>
                <td>{error.lastMessage ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
