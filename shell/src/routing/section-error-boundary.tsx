import { Component, type ReactNode } from 'react';
import { SectionUnavailable } from './section-unavailable';

interface Props {
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

/** A section whose code throws while rendering shows the failure message; the rest of the shell keeps working. */
export class SectionErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`The ${this.props.label} section failed while rendering`, error);
  }

  retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? (
      <SectionUnavailable label={this.props.label} onRetry={this.retry} />
    ) : (
      this.props.children
    );
  }
}
