-- The outbox (server/src/mail/): each message is a row written in the same transaction as the change that causes it,
-- so a change that rolls back sends nothing. Senders in any number of processes claim due rows with
-- FOR UPDATE SKIP LOCKED and move `next_try_at` past the time a send may take (a lease): a process killed while
-- sending leaves its rows due again after the lease, and they go out again under the same Message-ID.
create table outbox (
  id bigint generated always as identity primary key,
  -- '<uuid@domain of MAIL_FROM>': the same at every try, so a mail client recognises a message sent twice.
  message_id text not null unique,
  created_at timestamptz not null,
  recipient_name text not null,
  recipient_email text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  -- The iCalendar part (RFC 6047 iMIP) and its METHOD, or null for a message without one.
  calendar text,
  calendar_method text,
  -- queued, sent, failed (a permanent refusal, or 24 hours of temporary ones), unsent (no mail server configured).
  status text not null default 'queued',
  tries integer not null default 0,
  next_try_at timestamptz not null,
  -- Temporary failures are retried until then: a day after it was queued, or queued again by Retry.
  retry_until timestamptz not null,
  last_answer text,
  sent_at timestamptz
);
create index outbox_due_idx on outbox (next_try_at) where status = 'queued';

-- One wake-up per writing statement, delivered at commit, sent by a rule as the change record's is (018): the senders
-- read the table, never the notice.
create rule outbox_queued as on insert to outbox do also notify outbox;
