import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { ApiClient } from '@kurse/api-client';
import { reportError } from '../../core';
import { ErrorScreen } from './ErrorScreen';

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  /** Where errors are reported (`POST /err`). */
  api: Pick<ApiClient, 'reportError'>;
  /** Resets the boundary when it changes (the path: a new page gets a new chance). */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  failedAt: string | undefined | null;
}

/**
 * Catches render errors below it, reports them and shows the generic error screen with reload and
 * back. Spec: discovery §2 (generic error screen), §7 (POST /err).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: undefined };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.setState({ failedAt: this.props.resetKey });
    void reportError(this.props.api, error, { componentStack: info.componentStack ?? null });
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failedAt !== null && previous.resetKey !== this.props.resetKey) {
      this.setState({ failedAt: null });
    }
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <ErrorScreen />;
  }
}
