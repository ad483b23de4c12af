-- Venues are keyed by their immutable name (SPEC §3). The two contacts are users, stored by id so that a renamed
-- user follows everywhere, and a user still named here cannot be deleted.
create table venues (
  name text primary key,
  description text not null default '',
  internal_contact_id uuid null references users (id) on delete restrict,
  venue_contact_id uuid null references users (id) on delete restrict,
  website text not null default '',
  calendar text not null default '',
  address text not null default '',
  town text not null default '',
  location text not null default '',
  iconimage text not null default '',
  photoimage text not null default '',
  updated_date timestamptz not null
);

-- Venue names are unique whatever their case: "Main Hall" and "main hall" would be one place to a person.
create unique index venues_name_key on venues (lower(name));

-- Deleting a user looks up the venues that name it.
create index venues_internal_contact_id_idx on venues (internal_contact_id);
create index venues_venue_contact_id_idx on venues (venue_contact_id);
