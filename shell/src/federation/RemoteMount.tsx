import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { ClientOnly } from '../ssr/ClientOnly';
import { useServerModules } from '../ssr/context';
import { PageHydrated } from '../ssr/PageHydrated';
import { useTranslation } from 'react-i18next';
import { LoadingSignal } from '../loading/LoadingOverlay';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { KeptServerHtml, serverRenderedHtml } from './KeptServerHtml';
import { loadRemoteModule, resetRemote, type RemoteName } from './remotes';

interface Props {
  remote: RemoteName;
  module: string;
  variant?: 'page' | 'inline';
  props?: Record<string, unknown>;
  /** Shown while the module loads instead of the loading indicator: a placeholder of the same size. */
  fallback?: ReactNode;
}

function Loading({ variant }: { variant: 'page' | 'inline' }) {
  const { t } = useTranslation();
  return (
    <div className={`remote-loading remote-loading--${variant}`} role="status" aria-live="polite">
      <span className="visually-hidden">{t('remote.loading')}</span>
      {variant === 'page' && <LoadingSignal />}
    </div>
  );
}

/**
 * Renders a remote's exposed component inside its own error boundary; "Try again" loads it afresh. A page sits in an
 * element of its own (`data-remote-area`, laid out as if absent), so that what the server rendered there can be
 * read before hydration and kept on screen if the remote then fails in the browser (KeptServerHtml.tsx).
 */
export function RemoteMount({ remote, module, variant = 'page', props, fallback }: Props) {
  const [attempt, setAttempt] = useState(0);
  const area = `${remote}/${module}`;
  const serverHtml = variant === 'page' ? serverRenderedHtml(area) : undefined;
  const retry = () => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };
  // A new attempt mounts a new boundary and, inside it, a new lazy component: the failed one keeps its rejection.
  const content = (
    <RemoteErrorBoundary key={attempt} remote={remote} variant={variant} onRetry={retry} serverHtml={serverHtml}>
      <RemoteContent
        remote={remote}
        module={module}
        variant={variant}
        props={props}
        // While "Try again" loads the remote, the kept page stays rather than a spinner.
        pending={serverHtml && attempt > 0 ? <KeptServerHtml remote={remote} html={serverHtml} /> : fallback}
      />
    </RemoteErrorBoundary>
  );
  if (variant !== 'page') return content;
  return (
    <div className="remote-area" data-remote-area={area}>
      {content}
    </div>
  );
}

/**
 * On the server, the remote's server build renders the module when the edge loaded it in time; anything else is
 * left to the browser. In the browser the module loads through the federation runtime. Both sit in the same
 * Suspense boundary, so hydration keeps the server's HTML until the remote's code has arrived.
 */
function RemoteContent(props: Props & { variant: 'page' | 'inline'; pending?: ReactNode }) {
  const server = useServerModules();
  if (!server) return <LazyRemote {...props} />;
  const Rendered = server.get(`${props.remote}/${props.module}`);
  const fallback = <Loading variant={props.variant} />;
  if (!Rendered) return <ClientOnly fallback={fallback}>{null}</ClientOnly>;
  return (
    <Suspense fallback={fallback}>
      <Rendered {...props.props} />
      {props.variant === 'page' && <PageHydrated />}
    </Suspense>
  );
}

function LazyRemote({
  remote,
  module,
  variant,
  props,
  pending,
}: Props & { variant: 'page' | 'inline'; pending?: ReactNode }) {
  const Remote = useMemo(
    () => lazy(() => loadRemoteModule<{ default: ComponentType<Record<string, unknown>> }>(remote, module)),
    [remote, module],
  );
  return (
    <Suspense fallback={pending ?? <Loading variant={variant} />}>
      <Remote {...props} />
      {variant === 'page' && <PageHydrated />}
    </Suspense>
  );
}
