import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen, isChunkLoadError } from './error-screen';

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Catches what a page throws while rendering and shows the error screen in its place; the menu
 * and the bars around it keep working. "Reintentar" renders the page again, or reloads the
 * document when the page's code could not be downloaded (browsers remember a failed import).
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Error al mostrar la página', error, info.componentStack);
  }

  retry = (): void => {
    if (isChunkLoadError(this.state.error)) {
      window.location.reload();
      return;
    }
    this.setState({ error: null, failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen onRetry={this.retry} /> : this.props.children;
  }
}
