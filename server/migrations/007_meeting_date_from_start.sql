-- A meeting's date is the date of its start in the server's TIME_ZONE, never a value of its own that could disagree.
-- The zone lives here, one row, written by the server at each start (meetings/meetings-repository.ts); the trigger
-- below derives meeting_date from start_time on every insert and update, whatever the statement wrote.
create table meeting_time_zone (
  only_row boolean primary key default true check (only_row),
  zone text not null
);
insert into meeting_time_zone (zone) values ('UTC');

create function meetings_date() returns trigger language plpgsql as $$
begin
  new.meeting_date := (new.start_time at time zone (select zone from meeting_time_zone))::date;
  return new;
end
$$;

-- Triggers of one event fire in the order of their names: meetings_date before meetings_wire_json (migration 004),
-- so the stored wire form carries the derived date.
create trigger meetings_date before insert or update on meetings
  for each row execute function meetings_date();

-- Meetings stored before get their dates derived, in UTC here and again at the first start if TIME_ZONE is another.
update meetings set start_time = start_time;
