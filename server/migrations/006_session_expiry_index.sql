-- Expired sessions are deleted at start and every hour; this index finds them without reading the others.
create index sessions_expires_at_idx on sessions (expires_at);
