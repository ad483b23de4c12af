import { http } from '@scheduler/shared-auth';
import type { ClientErrorReport } from '@scheduler/shared-domain/system';

/** Tells the server about a section that could not run, for its log; a report that fails is dropped. */
export function reportClientError(report: Omit<ClientErrorReport, 'url'>): void {
  http.post('/client-errors', { ...report, url: window.location.href }).catch(() => undefined);
}
