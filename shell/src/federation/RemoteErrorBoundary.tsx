import { Component, type ReactNode } from 'react';
import { reloadOnceOnChunkError } from '../pwa/chunkReloadGuard';
import { RemoteFallback } from './RemoteFallback';
import { reloadForNewerRemote } from './remoteReload';
import { reportRemoteHealth } from './health';
import { registeredVersion, RemoteUnavailableError, type RemoteName } from './remotes';

interface Props {
  remote: RemoteName;
  variant: 'page' | 'inline';
  onRetry: () => void;
  /** The page as the server rendered it, kept on screen when the remote fails (RemoteMount.tsx). */
  serverHtml?: string;
  children: ReactNode;
}

/** One per remote mount: a remote that fails to load or crashes takes down its own area only. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    // A remote whose files cannot load reloads the page only for a newer version of it (remoteReload.ts); a chunk
    // of the shell that cannot load is a shell deploy this page predates: one guarded reload fixes it.
    // Load failures were reported where they happened (loadRemoteModule); a render error is reported here.
    if (error instanceof RemoteUnavailableError) void reloadForNewerRemote(error.remote);
    else {
      reportRemoteHealth(this.props.remote, registeredVersion(this.props.remote), 'render-error', error);
      reloadOnceOnChunkError(error);
    }
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { remote, variant, onRetry, serverHtml } = this.props;
    return <RemoteFallback remote={remote} variant={variant} onRetry={onRetry} serverHtml={serverHtml} />;
  }
}
