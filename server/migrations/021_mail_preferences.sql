-- What each user wants by email (server/src/users/user-preferences.ts): invitations, changes and cancellations of
-- their meetings, and a reminder this long before each one starts. Only the user changes them.
alter table users add column mail_changes boolean not null default true;
alter table users add column reminder text not null default '1h' check (reminder in ('none', '10m', '1h', '1d'));
