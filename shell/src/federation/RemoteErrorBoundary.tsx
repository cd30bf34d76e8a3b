import { Component, type ReactNode } from 'react';
import { RemoteFallback } from './RemoteFallback';
import type { RemoteName } from './remotes';

interface Props {
  remote: RemoteName;
  variant: 'page' | 'inline';
  onRetry: () => void;
  children: ReactNode;
}

/** One per remote mount: a remote that fails to load or crashes takes down its own area only. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <RemoteFallback remote={this.props.remote} variant={this.props.variant} onRetry={this.props.onRetry} />;
  }
}
