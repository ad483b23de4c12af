import { message } from '@scheduler/shared-domain/i18n';
import {
  OUTBOX_PAGE_SIZE,
  type OutboxMessage,
  type OutboxMessageBody,
  type OutboxPage,
} from '@scheduler/shared-domain/mail';
import { MAIL_ANSWER_MESSAGES } from '@scheduler/shared-domain/mail-messages';
import type { Database } from '../db/database';
import type { Clock } from '../db/database-plugin';
import { conflict, HttpError } from '../http/http-error';
import { RETRY_FOR_MS } from './mail-queries';
import { createMailRepository } from './mail-repository';
import { toOutboxMessage, toOutboxMessageBody } from './mail-wire';

/** The Outbox page's reads and its Retry (Admins only: the permission table says so). */
export interface MailService {
  /** Newest first, a page at a time, below the id `before`. */
  page(before: string | undefined): Promise<OutboxPage>;
  /** One message with its bodies and its iCalendar part. */
  message(id: string): Promise<OutboxMessageBody>;
  /** Queues a failed or unsent message again, with a day of tries ahead, and wakes the sender. */
  retry(id: string): Promise<OutboxMessage>;
}

const messageNotFound = () => new HttpError(404, message(MAIL_ANSWER_MESSAGES.outboxMessageNotFound));

export function createMailService(deps: { db: Database; now: Clock; wakeSender: () => void }): MailService {
  const { db, now, wakeSender } = deps;
  const outbox = createMailRepository(db);
  const find = async (id: string) => {
    const row = await outbox.find(id);
    if (!row) throw messageNotFound();
    return row;
  };

  return {
    page: async (before) => {
      // One more than a page tells whether there is a next one.
      const rows = await outbox.page(before, OUTBOX_PAGE_SIZE + 1);
      const items = rows.slice(0, OUTBOX_PAGE_SIZE).map(toOutboxMessage);
      return { items, next: rows.length > OUTBOX_PAGE_SIZE ? (items.at(-1)?.id ?? null) : null };
    },
    message: async (id) => toOutboxMessageBody(await find(id)),
    retry: async (id) => {
      const at = now();
      if (!(await outbox.retry(id, new Date(at), new Date(at + RETRY_FOR_MS)))) {
        await find(id);
        throw conflict(message(MAIL_ANSWER_MESSAGES.outboxNotRetryable));
      }
      wakeSender();
      return toOutboxMessage(await find(id));
    },
  };
}
