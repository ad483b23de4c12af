-- Whether a sender has claimed a message and not yet marked it (server/src/mail/mail-sender.ts). PGlite's data is
-- held by one process at a time, so a sender starting there makes such messages due at once: whoever claimed them
-- was killed. On PostgreSQL another process may still be sending them, and they wait for their lease to end.
alter table outbox add column claimed boolean not null default false;
