-- The refresh cookie of each session (sessions/refresh-cookie.ts): its key is derived from the signing secret, the
-- session and this generation, so the database holds no key. A refresh with the current key moves the generation on;
-- the key of the one before is still taken (and answered with the current one) until the current one is used.
-- Sessions opened before have no cookie and end at their next refresh, so their users sign in once more.
alter table sessions add column refresh_generation integer not null default 0;

-- A refresh ends no session and changes no user, so it must not empty every server's memory of open sessions
-- (migration 005) on every navigation: only changes to the columns that can end a session notify.
drop trigger sessions_changed on sessions;
create trigger sessions_changed after update of user_id, expires_at, revoked_at or delete or truncate on sessions
  for each statement execute function notify_session_changes();

-- Only failed sign-ins are counted now, and the server knows each limit (sessions/sign-in-limiter.ts).
alter table sign_in_failures drop column max_failures;
