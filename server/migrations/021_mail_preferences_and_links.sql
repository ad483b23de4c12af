-- What each user wants by email (server/src/users/user-preferences.ts): invitations, changes and cancellations of
-- their meetings, and a reminder this long before each one starts. Only the user changes them.
alter table users add column mail_changes boolean not null default true;
alter table users add column reminder text not null default '1h' check (reminder in ('none', '10m', '1h', '1d'));

-- The reminders sent (server/src/mail/meeting-reminders.ts), one per meeting, person and start time: a reminder is
-- sent once, and again only when the meeting moved. Rows of meetings that started are removed as the sender goes.
create table reminders_sent (
  meeting_uid uuid not null,
  user_id uuid not null references users (id) on delete cascade,
  start_time timestamptz not null,
  primary key (meeting_uid, user_id, start_time)
);

-- Links to set a password (server/src/users/password-links.ts), by the sha256 of their token: the token itself is
-- only in the message. Each works once, until it expires; a newer one or a password set ends the others.
create table password_links (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('reset', 'welcome')),
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index password_links_user_idx on password_links (user_id);
