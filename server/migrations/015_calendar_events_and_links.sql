-- A meeting's calendar event (calendar/meetings-ics.ts): its UID, and when what it shows last changed; and feed links
-- that stay dead once their user was deactivated.

-- The UID: a UUID of the row, which no earlier meeting had, so a meeting added again under a deleted one's id is a new
-- event rather than the old one with its SEQUENCE back at 0. Each existing meeting gets its own.
alter table meetings add column uid uuid not null unique default gen_random_uuid();

-- DTSTAMP and LAST-MODIFIED. Not updated_date: that is Edit Meeting's check against stale edits, which a change of the
-- meeting's venue or team must not move, or a form opened before it would be refused.
alter table meetings add column event_changed_at timestamptz;
update meetings set event_changed_at = updated_date;
alter table meetings alter column event_changed_at set not null;

-- As in migration 012, for everything the event shows of the meeting itself: its time, venue, team (SUMMARY) and
-- comments (DESCRIPTION). A calendar app replaces an event only by a higher SEQUENCE.
create or replace function meetings_sequence() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    new.event_changed_at := new.updated_date;
  elsif new.start_time is distinct from old.start_time or new.end_time is distinct from old.end_time
     or new.venue_name is distinct from old.venue_name or new.team_name is distinct from old.team_name
     or new.comments is distinct from old.comments then
    new.sequence := old.sequence + 1;
    new.event_changed_at := greatest(old.event_changed_at, new.updated_date);
  end if;
  return new;
end
$$;

drop trigger meetings_sequence on meetings;
create trigger meetings_sequence before insert or update on meetings
  for each row execute function meetings_sequence();

-- A change of what the events show of a venue (its address, town, map link) or of a team (its meeting link) raises
-- its meetings' SEQUENCE and event_changed_at too, written by the venue's or team's update itself
-- (meetings/meeting-queries.ts): a trigger here would lock the meetings after the team's lock, the other way round
-- from a meeting's update, and the two could wait on each other.

-- A user's links are retired when the user stops or starts being able to sign in (deactivated, reactivated, made a
-- Contact or back): the generation moves on with no token yet, so no link opens, and the next generation's token is
-- issued when the user asks for its links again. The server alone can derive a token, so the database cannot.
alter table calendar_feed_tokens alter column token_hash drop not null;
