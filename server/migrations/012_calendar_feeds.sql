-- Each Admin's and User's secret calendar feed token (calendar/calendar-routes.ts). The server derives the token from
-- its signing secret and the generation; the table keeps the generation and the token's sha256 (to find the user), so
-- it never holds a working link. Issued on first use; a reset moves to the next generation, and the old links stop.
create table calendar_feed_tokens (
  user_id uuid primary key references users (id) on delete cascade,
  generation integer not null,
  token_hash text not null unique,
  created_at timestamptz not null
);

-- A meeting's iCalendar SEQUENCE: calendar apps replace an event only by a higher one, so it rises with every change
-- of time or venue, whichever statement makes it.
alter table meetings add column sequence integer not null default 0;

create function meetings_sequence() returns trigger language plpgsql as $$
begin
  if new.start_time is distinct from old.start_time or new.end_time is distinct from old.end_time
     or new.venue_name is distinct from old.venue_name then
    new.sequence := old.sequence + 1;
  end if;
  return new;
end
$$;

create trigger meetings_sequence before update on meetings
  for each row execute function meetings_sequence();
