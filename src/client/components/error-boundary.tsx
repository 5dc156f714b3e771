import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './ui/button';

type Props = { children: ReactNode };
type State = { error: Error | null };

/** Catches a screen that fails to render or whose code fails to load, and offers a reload. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Screen failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-5"
      >
        <h1 className="font-semibold text-lg text-red-900">This screen could not be shown</h1>
        <p className="text-red-800 text-sm">{this.state.error.message}</p>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </div>
    );
  }
}
