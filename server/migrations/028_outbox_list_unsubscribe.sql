-- Whether a message carries a one-click List-Unsubscribe (RFC 8058): the messages about meetings and their
-- reminders, which a person may turn off, not a password link they asked for. The link itself is derived when the
-- message is sent, from its address and the signing secret (server/src/mail/unsubscribe-links.ts), so no working
-- link is kept here.
alter table outbox add column list_unsubscribe boolean not null default false;
