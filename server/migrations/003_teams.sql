-- Teams are keyed by their immutable name (SPEC §3). The lead and the members are users, stored by id so that a
-- renamed user follows everywhere, and a user still named here cannot be deleted.
create table teams (
  name text primary key,
  description text not null,
  lead_id uuid not null references users (id) on delete restrict,
  zoom_link text not null default '',
  comments text not null default '',
  updated_date timestamptz not null
);

-- Team names are unique whatever their case, as venue names are.
create unique index teams_name_key on teams (lower(name));

-- The members of a team, in the order they were given: the list shows them so.
create table team_members (
  team_name text references teams (name) on delete cascade,
  user_id uuid references users (id) on delete restrict,
  position int not null,
  primary key (team_name, user_id)
);

-- Deleting or changing a user looks up the teams that name it.
create index teams_lead_id_idx on teams (lead_id);
create index team_members_user_id_idx on team_members (user_id);
