-- A meeting added as one of a series carries the id its first meeting was added with; a meeting on its own has none.
-- It is a label, not a reference: the series keeps its name when its first meeting is deleted.
alter table meetings add column series_id text null;

-- 'This and following' finds the later meetings of a series.
create index meetings_series_idx on meetings (lower(series_id), start_time) where series_id is not null;

-- As in migration 004, with "seriesId" after the updatedDate, and only for a meeting of a series.
create or replace function meetings_wire_json() returns trigger language plpgsql as $$
begin
  new.wire_json := '{"_id":' || to_json(new.id)
    || ',"team":' || to_json(new.team_name)
    || ',"venue":' || to_json(new.venue_name)
    || ',"meetingDate":"' || to_char(new.meeting_date, 'YYYY-MM-DD')
    || '","startTime":"' || to_char(new.start_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    || '","endTime":"' || to_char(new.end_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    || '","comments":' || to_json(new.comments)
    || ',"updatedDate":"' || to_char(new.updated_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    || '"' || coalesce(',"seriesId":' || to_json(new.series_id), '')
    || '}';
  return new;
end
$$;
