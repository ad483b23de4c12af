-- The exclusion constraints below compare a text column with `=` in a GiST index, which btree_gist provides. It lives
-- in public, so dropping another schema (each test file has its own on PostgreSQL) never drops it.
create extension if not exists btree_gist with schema public;

-- Meetings are keyed by their immutable, user-typed id (SPEC §3). The team and the venue are named by their keys;
-- neither can be deleted while a meeting names it.
create table meetings (
  id text primary key,
  team_name text not null references teams (name) on delete restrict,
  venue_name text not null references venues (name) on delete restrict,
  meeting_date date not null,
  start_time timestamptz not null,
  end_time timestamptz not null,
  comments text not null default '',
  updated_date timestamptz not null,
  -- The meeting exactly as the API sends it, written by the trigger below on every insert and update.
  wire_json text not null,
  constraint meetings_end_after_start check (end_time > start_time),
  -- The backstop of the overlap check the server makes under its write lock: one venue, or one team, never holds two
  -- meetings at once. Ranges are half open, so one meeting may start when the other ends.
  constraint meetings_venue_free exclude using gist (venue_name with =, tstzrange(start_time, end_time, '[)') with &&),
  constraint meetings_team_free exclude using gist (team_name with =, tstzrange(start_time, end_time, '[)') with &&)
);

-- Meeting ids are unique whatever their case, as names of teams and venues are.
create unique index meetings_id_key on meetings (lower(id));

-- The list of all meetings reads them by start time; a team's schedule reads its meetings that have not ended.
create index meetings_start_time_idx on meetings (start_time);
create index meetings_team_schedule_idx on meetings (team_name, end_time);

-- The shared-domain `Meeting`: instants in ISO 8601 UTC with milliseconds as Date.prototype.toISOString writes them,
-- the date as YYYY-MM-DD, compact as JSON.stringify writes. Kept per row so that the list of all meetings only joins
-- them: formatting 10,000 rows on every request takes some 50 ms of the 100 ms the list may take (issue 6).
create function meetings_wire_json() returns trigger language plpgsql as $$
begin
  new.wire_json := '{"_id":' || to_json(new.id)
    || ',"team":' || to_json(new.team_name)
    || ',"venue":' || to_json(new.venue_name)
    || ',"meetingDate":"' || to_char(new.meeting_date, 'YYYY-MM-DD')
    || '","startTime":"' || to_char(new.start_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    || '","endTime":"' || to_char(new.end_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    || '","comments":' || to_json(new.comments)
    || ',"updatedDate":"' || to_char(new.updated_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    || '"}';
  return new;
end
$$;

create trigger meetings_wire_json before insert or update on meetings
  for each row execute function meetings_wire_json();
