import { http } from '@scheduler/shared-auth';
import type { OutboxMessage, OutboxMessageBody, OutboxPage } from '@scheduler/shared-domain/mail';

export const outboxApi = {
  /** A page of messages, newest first; `before` is the `next` of the page before. */
  page: (before: string | null) =>
    http.get<OutboxPage>(before ? `/mail/outbox?before=${encodeURIComponent(before)}` : '/mail/outbox'),
  message: (id: string) => http.get<OutboxMessageBody>(`/mail/outbox/${encodeURIComponent(id)}`),
  retry: (id: string) => http.post<OutboxMessage>(`/mail/outbox/${encodeURIComponent(id)}/retry`, {}),
};
