-- One record of every change (server/src/changes/): appended in the same transaction as the change it describes.
-- Ids are handed out before commit, not in commit order, so a reader that must miss nothing (the change stream) reads
-- in (tx, id) order below the oldest transaction still running (pg_snapshot_xmin).
create table changes (
  id bigint generated always as identity primary key,
  tx xid8 not null default pg_current_xact_id(),
  at timestamptz not null,
  actor text not null,
  action text not null,
  kind text not null,
  record_id text not null,
  batch_id uuid,
  fields jsonb not null
);
create index changes_record_idx on changes (kind, record_id, id desc);
create index changes_at_idx on changes (at);
create index changes_tx_idx on changes (tx, id);

-- One wake-up per writing statement, delivered at commit; the table is the truth (a notice is lost to a listener that
-- is not connected, and its payload is limited).
create function notify_changes() returns trigger language plpgsql as $$
begin
  perform pg_notify('changes', '');
  return null;
end
$$;
create trigger changes_appended after insert on changes for each statement execute function notify_changes();
