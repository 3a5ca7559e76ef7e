import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { InstabilityBanner } from '../feedback/InstabilityBanner';
import { LoadingIndicator } from '../feedback/LoadingIndicator';

export type RemoteBoundaryProps = {
  children: ReactNode;
  /** Called by the banner's Reload before the boundary renders its children again (drop cached failures here). */
  onReload?: () => void;
  /** Shown while the remote loads. */
  fallback?: ReactNode;
  compact?: boolean;
  /** Changing it (e.g. the route) clears a shown failure. */
  resetKey?: unknown;
};

type State = { failed: boolean; resetKey: unknown };

/** A remote that fails to load or to render shows the instability banner in its place; the rest keeps working. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: RemoteBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('remote failed', error, info.componentStack);
  }

  private readonly reload = () => {
    this.props.onReload?.();
    this.setState({ failed: false });
  };

  override render() {
    if (this.state.failed) return <InstabilityBanner onReload={this.reload} compact={this.props.compact} />;
    return (
      <Suspense fallback={this.props.fallback ?? <LoadingIndicator compact={this.props.compact} />}>
        {this.props.children}
      </Suspense>
    );
  }
}
