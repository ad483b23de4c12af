-- Error reports of the browser (POST /api/client-errors), counted per address and window in the database so that
-- every server process counts together (system/client-error-routes.ts). Each report deletes the windows that ended.
create table client_error_windows (
  address text primary key,
  reports integer not null,
  window_ends_at timestamptz not null
);

create index client_error_windows_window_ends_at_idx on client_error_windows (window_ends_at);
