import { Component, type ReactNode } from 'react';
import { reportError } from '@/lib/monitoring/report-error';
import { ErrorScreen } from './error-screen';

interface RouteErrorBoundaryProps {
  /** The current path: moving to another page clears the error. */
  pathname: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failed: boolean;
  pathname: string;
}

/** Around every page: a render failure is reported and the error screen shown. */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown): void {
    reportError(error, { boundary: 'route' });
  }

  override render() {
    return this.state.failed ? (
      <ErrorScreen onReload={() => window.location.reload()} />
    ) : (
      this.props.children
    );
  }
}
