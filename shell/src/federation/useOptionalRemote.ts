import { useEffect, useState, type ComponentType } from 'react';
import { loadRemoteModule, type RemoteName } from './remotes';
import { useIdle } from './useIdle';

/**
 * A remote's module that adds to a part the shell already renders on its own (the header's search combobox, the
 * games a 404 suggests): loaded once the page is idle, after hydration, so the server's HTML and the first render
 * agree. Null until it has arrived, and for good when it cannot load: the shell's own part stays, no error
 * screen and no reload.
 */
export function useOptionalRemote<P>(remote: RemoteName, module: string): ComponentType<P> | null {
  const idle = useIdle();
  const [loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!idle) return;
    let live = true;
    loadRemoteModule<{ default: ComponentType<P> }>(remote, module).then(
      (found) => live && setLoaded(() => found.default),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [idle, remote, module]);
  return loaded;
}
