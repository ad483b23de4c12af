-- A series added from now on is one recurring calendar event (calendar/series-ics.ts): one UID, its meetings as an
-- RRULE from the first one's start, a deleted meeting as an EXDATE and a meeting changed alone as an override
-- (RECURRENCE-ID). Series added before keep one event per meeting (no series_uid): that is how their people's
-- calendars already hold them.
create table meeting_series (
  uid uuid primary key default gen_random_uuid(),
  -- The RRULE value (RFC 5545 §3.3.10) the series was added with, COUNT included.
  rule text not null,
  -- Every start the rule gives, in order: the first is DTSTART; one without a meeting now is an EXDATE.
  occurrence_starts timestamptz[] not null,
  -- The first meeting's end as added: DTEND, so every meeting of the rule lasts as long.
  first_end timestamptz not null,
  -- One SEQUENCE for every component of the event, raised by the trigger below with every change of one of its
  -- meetings (by as much as the meeting's own) and by one for each meeting deleted.
  sequence integer not null default 0,
  event_changed_at timestamptz not null
);

alter table meetings add column series_uid uuid references meeting_series (uid);
-- The start the rule gave the meeting: its RECURRENCE-ID, kept when the meeting moves.
alter table meetings add column recurrence_start timestamptz;
create index meetings_series_uid_idx on meetings (series_uid) where series_uid is not null;

create function meeting_series_sequence() returns trigger language plpgsql as $$
begin
  if old.series_uid is null then
    return coalesce(new, old);
  end if;
  if tg_op = 'DELETE' then
    update meeting_series set sequence = sequence + 1 where uid = old.series_uid;
    return old;
  end if;
  if new.sequence <> old.sequence then
    update meeting_series
       set sequence = sequence + new.sequence - old.sequence,
           event_changed_at = greatest(event_changed_at, new.event_changed_at)
     where uid = new.series_uid;
  end if;
  return new;
end
$$;

create trigger meeting_series_sequence after update or delete on meetings
  for each row execute function meeting_series_sequence();
