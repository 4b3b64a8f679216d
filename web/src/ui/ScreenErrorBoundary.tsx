import { Component, type ReactNode } from 'react';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { AlertIcon } from './icons';

export const SCREEN_FAILED = 'This screen could not be shown';

interface Props {
  children: ReactNode;
  /** A new key (the next screen's path) clears the failure: the user may go elsewhere. */
  resetKey: string;
}

/**
 * Stands in for a screen that failed to load or render, most often its code chunk after a new
 * release or on a dropped connection, so the user gets a message and a way out, not a blank page.
 */
export class ScreenErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  // React itself logs the error (its default onCaughtError).
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert">
        <EmptyState
          icon={<AlertIcon />}
          title={SCREEN_FAILED}
          titleAs="h1"
          text="Check your connection, then reload the page."
          action={<Button onClick={() => window.location.reload()}>Reload page</Button>}
        />
      </div>
    );
  }
}
