-- Every API token ends (server/src/tokens/): one made to last until revoked now lasts 365 days from its creation.
update api_tokens set expires_at = created_at + interval '365 days'
 where expires_at is null or expires_at > created_at + interval '365 days';
alter table api_tokens alter column expires_at set not null;
-- A revoked token is announced as a closed session is (005), so a server that remembers working tokens forgets it.
create trigger api_tokens_changed after delete or truncate on api_tokens
  for each statement execute function notify_session_changes();

-- Who asked for a password link (server/src/users/password-links.ts): the Admin's username, or for a reset asked on
-- the login page the address it came from. The password change that uses the link names them.
alter table password_links add column asked_by text not null default '';

-- The outbox keeps no working password link: a message that carries one names the link here, and the sender puts the
-- link into the message as it sends it (server/src/mail/mail-sender.ts), deriving its token from the signing secret.
alter table outbox add column password_link uuid null;
-- Links written into messages before this migration are taken out of those already sent or kept unsent.
update outbox
   set text_body = regexp_replace(text_body, 'set-password\?token=[A-Za-z0-9_-]+', 'set-password?token=(removed)', 'g'),
       html_body = regexp_replace(html_body, 'set-password\?token=[A-Za-z0-9_-]+', 'set-password?token=(removed)', 'g')
 where status <> 'queued' and text_body like '%set-password?token=%';

-- A link sent when an Admin moves an account of the institute back to a password here.
alter table password_links drop constraint password_links_purpose_check;
alter table password_links add constraint password_links_purpose_check
  check (purpose in ('reset', 'welcome', 'unlink'));
