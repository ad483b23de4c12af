import type { SectionName } from '@scheduler/shared-domain/system';
import { Component, type ReactNode } from 'react';
import { reportClientError } from '../federation/report-client-error';
import { isChunkLoadFailure } from '../federation/section-failures';
import { sectionVersion } from '../federation/section-versions';
import { SectionFailureNotice } from './section-failure-notice';

interface Props {
  name: SectionName;
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * A section whose code throws while rendering, or whose page chunk fails to download, shows why; the rest of the
 * shell keeps working. A crash is reported to the server. `onRetry` loads the section afresh, which unmounts this.
 */
export class SectionErrorBoundary extends Component<Props, { failed: { error: unknown } | null }> {
  override state: { failed: { error: unknown } | null } = { failed: null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: { error } };
  }

  override componentDidCatch(error: unknown, info: { componentStack?: string | null }) {
    console.error(`The ${this.props.label} section failed while rendering`, error);
    if (isChunkLoadFailure(error)) return;
    const { name } = this.props;
    reportClientError({
      section: name,
      version: sectionVersion(name) ?? '',
      kind: 'crashed',
      message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      stack: `${error instanceof Error ? (error.stack ?? '') : ''}${info.componentStack ?? ''}`,
    });
  }

  override render() {
    const { failed } = this.state;
    return failed ? (
      <SectionFailureNotice
        label={this.props.label}
        failure={{ kind: 'render', ...failed }}
        onRetry={this.props.onRetry}
      />
    ) : (
      this.props.children
    );
  }
}
