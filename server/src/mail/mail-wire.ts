import { message } from '@scheduler/shared-domain/i18n';
import {
  MAIL_STATUSES,
  type OutboxMessage,
  type OutboxMessageBody,
  type OutboxPage,
} from '@scheduler/shared-domain/mail';
import { MAIL_ANSWER_MESSAGES } from '@scheduler/shared-domain/mail-messages';
import { inParseLanguage } from '@scheduler/shared-domain/validation';
import * as v from 'valibot';
import type { OutboxRow } from './mail-repository';

/** A message's id in a path or as `before`: a positive whole number of at most 18 digits, which a bigint holds. */
const notFound = inParseLanguage(message(MAIL_ANSWER_MESSAGES.outboxMessageNotFound));
const messageId = v.pipe(v.string(notFound), v.regex(/^[1-9]\d{0,17}$/, notFound));

export const outboxParamsSchema = v.object({ id: messageId });
export const outboxQuerySchema = v.object({ before: v.optional(messageId) });

const outboxMessageFields = {
  id: v.string(),
  messageId: v.string(),
  createdAt: v.string(),
  recipient: v.object({ name: v.string(), email: v.string() }),
  subject: v.string(),
  status: v.picklist(MAIL_STATUSES),
  tries: v.number(),
  lastAnswer: v.nullable(v.string()),
  sentAt: v.nullable(v.string()),
};

/** Serialising through these drops any field they do not name. */
export const outboxMessageSchema = v.object(outboxMessageFields) satisfies v.GenericSchema<OutboxMessage>;
export const outboxPageSchema = v.object({
  items: v.array(outboxMessageSchema),
  next: v.nullable(v.string()),
}) satisfies v.GenericSchema<OutboxPage>;
export const outboxMessageBodySchema = v.object({
  ...outboxMessageFields,
  text: v.string(),
  html: v.string(),
  calendar: v.nullable(v.string()),
}) satisfies v.GenericSchema<OutboxMessageBody>;

export const toOutboxMessage = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  messageId: row.message_id,
  createdAt: row.created_at.toISOString(),
  recipient: { name: row.recipient_name, email: row.recipient_email },
  subject: row.subject,
  status: row.status,
  tries: row.tries,
  lastAnswer: row.last_answer,
  sentAt: row.sent_at?.toISOString() ?? null,
});

export const toOutboxMessageBody = (row: OutboxRow): OutboxMessageBody => ({
  ...toOutboxMessage(row),
  text: row.text_body,
  html: row.html_body,
  calendar: row.calendar,
});
