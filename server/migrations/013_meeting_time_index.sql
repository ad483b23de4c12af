-- The meetings that overlap a span of time (the list of a calendar's days), whatever their team or venue: the range
-- expression of the exclusion constraints of migration 004, so one query shape serves all three indexes.
create index meetings_time_idx on meetings using gist (tstzrange(start_time, end_time, '[)'));
