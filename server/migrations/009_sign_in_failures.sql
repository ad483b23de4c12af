-- Failed sign-ins, counted in the database so that every server process counts together (sessions/sign-in-limiter.ts).
-- One row per key and window: a username at an address, an address, a username everywhere (by username_key of
-- migration 008). A key is held while failures >= max_failures until window_ends_at; max_failures null never holds.
create table sign_in_failures (
  key text primary key,
  failures integer not null,
  max_failures integer null,
  window_ends_at timestamptz not null
);

-- Ended windows are deleted at start and every hour with the expired sessions; this index finds them.
create index sign_in_failures_window_ends_at_idx on sign_in_failures (window_ends_at);
