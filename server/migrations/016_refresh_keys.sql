-- The refresh cookie of each session (sessions/refresh-cookie.ts), held only as hashes: a refresh needs the access
-- token and this key. A refresh replaces the key; the one it replaced is still taken for a few seconds after
-- `refresh_key_replaced_at`, from refreshes the browser sent at once. Sessions opened before have no key and end at
-- their next refresh, so their users sign in once more.
alter table sessions
  add column refresh_key_hash text null,
  add column replaced_refresh_key_hash text null,
  add column refresh_key_replaced_at timestamptz null;

-- A new refresh key ends no session and changes no user, so it must not empty every server's memory of open
-- sessions (migration 005) on every navigation: only changes to the columns that can end a session notify.
drop trigger sessions_changed on sessions;
create trigger sessions_changed after update of user_id, expires_at, revoked_at or delete or truncate on sessions
  for each statement execute function notify_session_changes();

-- Only failed sign-ins are counted now, and the server knows each limit (sessions/sign-in-limiter.ts).
alter table sign_in_failures drop column max_failures;
