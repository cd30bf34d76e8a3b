import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, showToast, useApiMutation, usePageLocale, usePortalQueryClient } from '@portal/shared';
import { moveRemote } from '../api/studio';
import { opsQueries } from '../api/queries';
import { LoadError } from '../components/PageStates';
import { NAMESPACE } from '../i18n';
import { HealthChart } from '../ops/HealthChart';
import { ModerationSummary } from '../ops/ModerationSummary';
import { MoveDialog, type PendingMove } from '../ops/MoveDialog';
import { HistoryTable } from '../ops/HistoryTable';
import { RemoteCard } from '../ops/RemoteCard';
import { useStudioFormats } from '../studio/formats';
import { useSignedInQuery } from '../studio/useSignedInQuery';
import '../studio.css';
import '../charts/charts.css';
import '../ops/ops.css';

const isForbidden = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 403 || error.code === 403 || (error.code >= 40300 && error.code < 40400));

/**
 * The operations console: every remote's versions, canary, pins and health, the release history, the moderation
 * queue, and promote / roll back / end canary with a reason. The server renders its frame; the operator's data
 * comes after hydration, and a signed-in user who is not an operator is told so.
 */
export default function OpsPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const formats = useStudioFormats(locale);
  const client = usePortalQueryClient();
  const access = useSignedInQuery(opsQueries.access());
  const operator = access.data?.operator === true;
  const remotes = useSignedInQuery(opsQueries.remotes(), operator);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [moveError, setMoveError] = useState<string | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);

  const move = useApiMutation({
    mutationFn: ({ remote, action, reason }: PendingMove & { reason: string }) => moveRemote(remote, action, reason),
    onSuccess: (answer, { remote, action }) => {
      // The button may go with the move (no earlier version left): the remote's heading keeps the focus in place.
      close(document.getElementById(`remote-${remote}`));
      showToast({
        type: 'success',
        message: t(`ops.done.${action}`, { remote, version: answer.version ?? '–' }),
      });
      void client.invalidateQueries({ queryKey: opsQueries.all });
    },
    onError: (error) => setMoveError(error instanceof ApiError ? error.message : t('ops.moveFailed')),
  });

  const focusAfter = useRef<HTMLElement | null>(null);
  const close = (focusTo: HTMLElement | null = trigger.current) => {
    focusAfter.current = focusTo;
    setPending(null);
    setMoveError(null);
  };
  const onClosed = useCallback(() => focusAfter.current?.focus(), []);

  if (access.data?.operator === false || isForbidden(remotes.error)) {
    return (
      <div className="studio-page">
        <section className="page-state page-state--page" aria-labelledby="ops-forbidden" data-testid="ops-forbidden">
          <h1 id="ops-forbidden">{t('ops.forbiddenTitle')}</h1>
          <p>{t('ops.forbidden')}</p>
        </section>
      </div>
    );
  }

  const list = remotes.data?.remotes;
  return (
    <div className="studio-page ops-page" data-testid="ops-page" data-loaded={list ? 'true' : undefined}>
      <header className="studio-page__head">
        <h1>{t('ops.title')}</h1>
        <p>{t('ops.intro')}</p>
      </header>
      {access.isError && <LoadError onRetry={() => void access.refetch()} />}
      {remotes.isError && <LoadError onRetry={() => void remotes.refetch()} />}
      <ModerationSummary formats={formats} enabled={operator} />
      <section className="studio-section" aria-labelledby="ops-remotes" aria-busy={!list}>
        <h2 id="ops-remotes">{t('ops.remotes')}</h2>
        {list ? (
          <div className="remote-cards">
            {list.map((remote) => (
              <RemoteCard
                key={remote.name}
                remote={remote}
                locale={locale}
                formats={formats}
                onMove={(next, button) => {
                  trigger.current = button;
                  setMoveError(null);
                  setPending(next);
                }}
              />
            ))}
          </div>
        ) : (
          <HealthChart remote={undefined} locale={locale} formats={formats} />
        )}
      </section>
      <HistoryTable remotes={list?.map((remote) => remote.name)} formats={formats} />
      <MoveDialog
        move={pending}
        busy={move.isPending}
        error={moveError}
        onConfirm={(reason) => pending && move.mutate({ ...pending, reason })}
        onClose={() => close()}
        onClosed={onClosed}
      />
    </div>
  );
}
