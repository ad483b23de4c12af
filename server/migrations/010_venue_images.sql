-- Uploaded venue icons and photos live in the database, so that every server process serves what any one of them
-- received. A name (a random UUID and the extension of the checked type) is never given to other bytes, so a
-- browser may keep an image for ever; etag is the bytes' SHA-256. last_used is the upload, or the last time the
-- sweep saw a venue name the image: one no venue has used for a day is deleted (venues/venue-image-sweeper.ts).
create table venue_images (
  name text primary key,
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea not null check (octet_length(bytes) between 1 and 2097152),
  etag text not null,
  last_used timestamptz not null
);

create index venue_images_last_used_idx on venue_images (last_used);
