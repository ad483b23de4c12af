-- Users sign in with a username and password; a Contact is a person without a password (SPEC §3).
create table users (
  id uuid primary key default gen_random_uuid(),
  username text not null,
  password_hash text null,
  role text not null check (role in ('Admin', 'User', 'Contact')),
  firstname text not null,
  lastname text not null,
  email text not null default '',
  mobile text not null default '',
  in_active boolean not null default false,
  created_date timestamptz not null default now(),
  updated_date timestamptz not null default now(),
  constraint users_contact_has_no_password check (role <> 'Contact' or password_hash is null)
);

-- Usernames are unique whatever their case, so sign-in can look them up case-insensitively.
create unique index users_username_key on users (lower(username));

-- A session is what a token's alt_jti names: logout revokes it, refresh and every signed-in request check it.
create table sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz null
);

create index sessions_user_id_idx on sessions (user_id);
