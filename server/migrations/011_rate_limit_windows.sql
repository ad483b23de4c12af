-- Requests counted per key and fixed window in the database, so that every server process counts together
-- (http/rate-limit.ts): the browser's error reports per address, and the like. Counting deletes ended windows.
create table rate_limit_windows (
  key text primary key,
  hits integer not null,
  window_ends_at timestamptz not null
);

create index rate_limit_windows_window_ends_at_idx on rate_limit_windows (window_ends_at);
