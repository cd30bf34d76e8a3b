import { Suspense, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { overlayTitleAtom } from '@portal/shared';
import { loadRemoteModule } from '../federation/remotes';
import type { OverlayBoxEntry } from './boxes';

function RemoteTitle({ namespace, title }: { namespace: string; title: string }) {
  const { t } = useTranslation(namespace);
  return t(title);
}

/**
 * A box's title is the owning remote's string: once the box's module has loaded (which registers the remote's
 * namespace), in that namespace; "Loading…" until then, and if the remote cannot load. The box may name itself
 * otherwise while it is open (useOverlayTitle).
 */
export function OverlayTitle({ box }: { box: OverlayBoxEntry }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<string | null>(null);
  const ownTitle = useAtomValue(overlayTitleAtom);
  const key = `${box.remote}/${box.module}`;

  useEffect(() => {
    let live = true;
    loadRemoteModule(box.remote, box.module).then(
      () => live && setLoaded(key),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [box.remote, box.module, key]);

  const loading = t('remote.loading');
  if (loaded !== key) return loading;
  return (
    <Suspense fallback={loading}>
      <RemoteTitle namespace={box.namespace} title={ownTitle ?? box.title} />
    </Suspense>
  );
}
