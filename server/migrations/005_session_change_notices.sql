-- Every change to a session or a user that could end a signed-in session or change its user (revoke, expire, role,
-- deactivation, deletion) notifies `session_changes`. PGlite runs in the server's process and delivers the notice
-- before the committing call returns, so the server may keep open sessions in memory and drop them on each notice.
-- A new session or user changes no open session, so inserts are not announced.
create function notify_session_changes() returns trigger language plpgsql as $$
begin
  perform pg_notify('session_changes', '');
  return null;
end
$$;

create trigger sessions_changed after update or delete or truncate on sessions
  for each statement execute function notify_session_changes();
create trigger users_changed after update or delete or truncate on users
  for each statement execute function notify_session_changes();
