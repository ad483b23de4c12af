-- What the server keeps its list of all meetings by (meeting-service.ts): per team, a count of the statements that
-- changed its meetings' entries in the list, raised in the writing transaction. Their sum grows with every commit that
-- changes the list, in any process and however it was written, and with nothing else: a sign-in or a session refresh,
-- which commit on every page, leave it as it is. Per team, because every write that changes a meeting's entry in the list already
-- holds its teams' locks (advisory locks), so a count's row lock holds no other write up; the counts are raised in
-- name order, so two writers that skip those locks (a statement by hand) wait on each other's rows in one order. Rows
-- are never deleted, so the sum never comes back to an earlier value.
create table meeting_list_versions (
  team_name text primary key,
  version bigint not null
);

create function count_meeting_list_change() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into meeting_list_versions as counted (team_name, version)
      select distinct team_name, 1 from added order by team_name
      on conflict (team_name) do update set version = counted.version + 1;
  elsif tg_op = 'UPDATE' then
    -- Only rows whose entry in the list changed: a team's or venue's update raising its meetings' SEQUENCE (without
    -- its meetings' team locks) leaves the list, and the counts, as they are.
    insert into meeting_list_versions as counted (team_name, version)
      select team_name, 1 from (
        (select team_name, wire_json from added except select team_name, wire_json from removed)
        union
        (select team_name, wire_json from removed except select team_name, wire_json from added)
      ) as changed
      group by team_name order by team_name
      on conflict (team_name) do update set version = counted.version + 1;
  else
    insert into meeting_list_versions as counted (team_name, version)
      select distinct team_name, 1 from removed order by team_name
      on conflict (team_name) do update set version = counted.version + 1;
  end if;
  return null;
end
$$;

create trigger meeting_list_added after insert on meetings
  referencing new table as added for each statement execute function count_meeting_list_change();
create trigger meeting_list_updated after update on meetings
  referencing new table as added old table as removed for each statement execute function count_meeting_list_change();
create trigger meeting_list_removed after delete on meetings
  referencing old table as removed for each statement execute function count_meeting_list_change();
