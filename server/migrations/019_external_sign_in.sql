-- How a user signs in: with a local password, through the OpenID provider, or through the directory (server/src/sso/).
-- An external account has no local password. `external_id` is the provider's subject or the directory entry's DN; it
-- is null for an account an Admin linked until its first sign-in there, which claims it by username.
alter table users add column sign_in text not null default 'password' check (sign_in in ('password', 'oidc', 'ldap'));
alter table users add column external_id text null;
alter table users add constraint users_external_has_no_password check (sign_in = 'password' or password_hash is null);
alter table users add constraint users_external_id_is_external check (sign_in <> 'password' or external_id is null);
create unique index users_external_id_key on users (sign_in, external_id) where external_id is not null;
