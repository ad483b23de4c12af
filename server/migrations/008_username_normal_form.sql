-- One normal form of a username serves the unique index, the sign-in lookup and the sign-in limits: NFKC, then the
-- database's lower(). Every spelling that finds a user is that user's, for the limits as for the lookup: `JSMİTH`
-- and `ＪＳＭＩＴＨ` are `jsmith`. Named once here; the server never normalises a username any other way.
create function username_key(username text) returns text
  language sql immutable strict parallel safe
  as $$ select lower(normalize(username, NFKC)) $$;

drop index users_username_key;
create unique index users_username_key on users (username_key(username));
