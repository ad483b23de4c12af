-- Personal API tokens (server/src/tokens/): by the sha256 of the token, which only its owner saw once. A token acts
-- with its owner's current role while the owner is active; revoking deletes it. expires_at null: until revoked.
create table api_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  name text not null,
  token_hash text not null unique,
  created_at timestamptz not null,
  expires_at timestamptz,
  last_used_at timestamptz
);
create index api_tokens_user_idx on api_tokens (user_id, created_at);
