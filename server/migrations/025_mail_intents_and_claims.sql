-- Whether a sender has claimed a message and not yet marked it (server/src/mail/mail-sender.ts). PGlite's data is
-- held by one process at a time, so a sender starting there makes such messages due at once: whoever claimed them
-- was killed. On PostgreSQL another process may still be sending them, and they wait for their lease to end.
alter table outbox add column claimed boolean not null default false;

-- What a change of meetings tells (server/src/mail/mail-intents.ts), written in the change's transaction: the
-- meetings and who saw them before it and after it. A sender writes its messages into the outbox after the commit, so
-- a request never pays for them, and deletes the row in the same transaction. A sender claims a row by moving
-- `taken_until` past the time writing them may take, as it claims messages.
create table mail_intents (
  id bigint generated always as identity primary key,
  at timestamptz not null,
  before jsonb not null,
  after jsonb not null,
  taken_until timestamptz not null default '-infinity'
);

-- The senders' wake-up, as for a queued message.
create rule mail_intent_written as on insert to mail_intents do also notify outbox;
